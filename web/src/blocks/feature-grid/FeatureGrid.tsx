import { linkHref } from '@/components/chrome/links';
import { fillPlaceholders } from '@/content/placeholders';
import { linkHrefProblem } from '@paperwise/schemas/link-rules';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './FeatureGrid.module.css';
import { ArrowIcon, ModuleIcon } from './icons';

/** A link's text with its arrow kept on the line of the last word: a wrap never leaves the arrow alone. */
function LinkText({ text }: { text: string }) {
  const split = text.trimEnd().lastIndexOf(' ');
  return (
    <>
      {split > 0 ? text.slice(0, split + 1) : null}
      <span className={styles.last}>
        {split > 0 ? text.slice(split + 1) : text}
        <ArrowIcon className={styles.arrow} />
      </span>
    </>
  );
}

/**
 * The address fragment of a module's card (/features/#business-ai), as the navigation's module links
 * write them: the module's name in lower case with dashes.
 */
const MODULE_ANCHORS: Readonly<Record<string, string>> = {
  dashboard: 'dashboard',
  hr: 'hr-management',
  chat: 'chat',
  connect: 'connect',
  contacts: 'contacts',
  inbox: 'inbox',
  ai: 'business-ai',
  projects: 'project-management',
  templates: 'business-templates',
  drive: 'cloud-drive',
  docs: 'docs',
  sheets: 'sheets',
};

export function moduleAnchor(icon: string | null | undefined): string | undefined {
  return icon && Object.hasOwn(MODULE_ANCHORS, icon) ? MODULE_ANCHORS[icon] : undefined;
}

/**
 * The product's modules as a grid of cards (one column on phones, two from 576 px, four from
 * 996 px): an icon, the module's name as an h3, a short text and an optional link. A card without
 * a title is left out; a link whose address the site would not accept is not rendered (documents
 * written through the API skip the studio's validation).
 */
export function FeatureGrid({ block, context }: BlockProps<'featureGrid'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const items = (block.items ?? []).filter((item) => item.title);
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId(block)}>
      <SectionHead block={block} context={context} centred textClassName={styles.text} />
      <ul className={classes(section.grid, section.quarters, styles.grid)}>
        {items.map((item) => {
          const titleId = `${block._key}-${item._key}-title`;
          const href = item.link?.href && !linkHrefProblem(item.link.href) ? item.link.href : null;
          return (
            <li key={item._key} id={moduleAnchor(item.icon)} className={classes(section.surface, styles.card)}>
              {item.icon ? (
                <span className={styles.icon}>
                  <ModuleIcon name={item.icon} />
                </span>
              ) : null}
              <h3 id={titleId} className={styles.title}>
                {fill(item.title ?? '')}
              </h3>
              {item.text ? <p className={styles.cardText}>{fill(item.text)}</p> : null}
              {href && item.link?.label ? (
                <p className={styles.more}>
                  {/* The card's title completes a link text like “Learn more” in screen readers' link lists. */}
                  <a
                    className={styles.link}
                    href={linkHref({ href, language: null }, context.locale)}
                    aria-describedby={titleId}
                  >
                    <LinkText text={fill(item.link.label)} />
                  </a>
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
