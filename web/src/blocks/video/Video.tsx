import { getTranslations } from 'next-intl/server';
import { fillPlaceholders } from '@/content/placeholders';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import { isPosterName, Poster } from './posters';
import styles from './Video.module.css';
import { videoSrcProblem } from '@paperwise/schemas/blocks/video/video.rules';
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
  const title = fill(block.title || block.heading || '');
  return (
    <section className={classes(section.roomy, section.split, styles.section)} aria-labelledby={headingId(block)}>
      <SectionHead
        block={block}
        context={context}
        opensPage
        as="div"
        className={styles.copy}
        textClassName={styles.text}
      />
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
