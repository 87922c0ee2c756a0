import { assetSrc } from '@/content/local-lake';
import { fillPlaceholders } from '@/content/placeholders';
import { serviceBaseUrl } from '@/env';
import { thumbSrc } from '@/components/templates/template-cards';
import { thumbImageProps } from '@/components/templates/thumb-image';
import { CtaButton } from '../shared/CtaButton';
import { headingId } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './Hero.module.css';
import { WorkspaceIllustration } from './WorkspaceIllustration';

/**
 * The opening of a page: headline (the page's h1 when the hero comes first, as validation
 * requires), text, selling points, the main button, a claims line and a picture. The button opens
 * the page's sign-up dialog where the page runs the sign-up engine, and the web app's own sign-up
 * elsewhere; a link button goes to its address.
 */
export function Hero({ block, context }: BlockProps<'hero'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const Heading = context.position === 0 ? 'h1' : 'h2';
  const thumbs = block.visual === 'templates' ? (context.pageTemplates ?? []).slice(0, 3) : [];
  const cachedApi = serviceBaseUrl('cached-api');
  return (
    <section className={`${styles.hero} hero`} aria-labelledby={headingId(block)}>
      <div className={styles.copy}>
        <Heading id={headingId(block)} className={styles.headline}>
          {block.headline ? fill(block.headline) : null}
        </Heading>
        {block.text ? <p className={styles.text}>{fill(block.text)}</p> : null}
        {block.points?.length ? (
          <ul className={styles.points}>
            {block.points.map((point, index) => (
              // Plain strings carry no key in the content; their order is their identity.
              <li key={index}>{fill(point)}</li>
            ))}
          </ul>
        ) : null}
        {block.cta?.label ? (
          <p className={styles.actions}>
            <CtaButton cta={block.cta} context={context} className={`button button-primary ${styles.cta}`} />
          </p>
        ) : null}
        {block.claims ? <p className={styles.claims}>{fill(block.claims)}</p> : null}
      </div>
      {thumbs.length ? (
        <div className={styles.stack} aria-hidden="true">
          {thumbs.map((template, index) => {
            // The front page is the hero's largest picture (the two behind it are drawn smaller):
            // it alone is asked for at once, beside the stylesheets, and the two behind it come when
            // the page is laid out. A browser opens at most six connections to a server over
            // HTTP/1.1, and three pictures with the font took the places the stylesheets needed.
            const first = context.position === 0 && index === 0;
            return (
              // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt="" among them
              <img
                key={template._key}
                className={styles.page}
                {...thumbImageProps(thumbSrc(template.thumb, cachedApi), { eager: first })}
                fetchPriority={first ? 'high' : undefined}
              />
            );
          })}
        </div>
      ) : block.visual === 'image' && block.image?.url ? (
        <div className={styles.illustration}>
          {/* eslint-disable-next-line @next/next/no-img-element -- an uploaded asset, sized by its own metadata */}
          <img
            src={assetSrc(block.image.url)}
            alt={block.image.alt ?? ''}
            width={block.image.width ?? undefined}
            height={block.image.height ?? undefined}
            loading={context.position === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        </div>
      ) : block.visual === 'workspace' ? (
        <div className={styles.illustration} aria-hidden="true">
          <WorkspaceIllustration />
        </div>
      ) : null}
    </section>
  );
}
