import { getTranslations } from 'next-intl/server';
import { fillPlaceholders } from '@/content/placeholders';
import type { BlockProps } from '../types';
import { isPosterName, Poster } from './posters';
import styles from './Video.module.css';
import { videoSrcProblem } from './video.rules';
import { VideoPlayer } from './VideoPlayer';

/**
 * A heading and text beside a drawn poster with a play button; the player opens in a dialog. The
 * address is checked again here, since a document written through the API never went through the
 * studio's rules: without a playable address the block shows no play button. A site path is used
 * as written, without the language prefix: a video file is the same file in every language.
 */
export async function Video({ block, context }: BlockProps<'video'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const src = block.src && !videoSrcProblem(block.src) ? block.src : null;
  const product = block.product === 'salesPlatform' ? 'salesPlatform' : 'budgeto';
  const poster = <Poster name={isPosterName(block.poster) ? block.poster : 'templates'} className={styles.poster} />;
  const t = await getTranslations({ locale: context.locale, namespace: 'layout' });
  // A page without a hero opens with this block: its heading is then the page's h1.
  const Heading = context.position === 0 ? 'h1' : 'h2';
  const headingId = `${block._key}-heading`;
  const title = fill(block.title || block.heading || '');
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.copy}>
        <Heading id={headingId} className={styles.heading}>
          {block.heading ? fill(block.heading) : null}
        </Heading>
        {block.text ? <p className={styles.text}>{fill(block.text)}</p> : null}
      </div>
      <div className={styles.media}>
        {src && block.playLabel ? (
          <VideoPlayer
            product={product}
            src={src}
            title={title}
            playLabel={fill(block.playLabel)}
            closeLabel={t('close')}
          >
            {poster}
          </VideoPlayer>
        ) : (
          <div className={styles.still}>{poster}</div>
        )}
      </div>
    </section>
  );
}
