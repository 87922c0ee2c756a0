import { getTranslations } from 'next-intl/server';
import { webappDestinationHref } from '@/components/chrome/links';
import { fillPlaceholders } from '@/content/placeholders';
import { getSiteSettings } from '@/content/site';
import { serviceBaseUrl } from '@/env';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './DownloadButtons.module.css';
import { DownloadLink } from './DownloadLink';
import { PlatformIcon } from './icons';

/** An installer's address from the settings, if it is one the site links to (https only). */
function installer(address: string | null | undefined): string | null {
  return address && /^https:\/\/[^\s]+$/.test(address) ? address : null;
}

/**
 * Buttons to the desktop apps and the web app. The installers' addresses are site settings (one
 * place for every page and language), never the block's; a desktop button whose installer is not
 * configured is left out rather than shown broken. The web app is the configured one, in the
 * page's language.
 */
export async function DownloadButtons({ block, context }: BlockProps<'downloadButtons'>) {
  const fill = (text: string) => fillPlaceholders(text, context.values);
  const [settings, t] = await Promise.all([
    getSiteSettings(context.locale),
    getTranslations({ locale: context.locale, namespace: 'layout' }),
  ]);
  const webappHref = webappDestinationHref(serviceBaseUrl('webapp'), '', context.locale);
  const texts = {
    nextSteps: fill(block.dialog?.nextSteps ?? ''),
    fileLink: fill(block.dialog?.fileLinkLabel ?? ''),
    webapp: fill(block.dialog?.webappLabel ?? ''),
    close: t('close'),
  };
  const dialogReady = Boolean(texts.nextSteps && texts.fileLink && texts.webapp);
  const buttons = (block.platforms ?? []).flatMap(({ _key, platform, label }, index) => {
    if (!platform || !label) return [];
    const icon = <PlatformIcon name={platform} className={styles.icon} />;
    // The first button is the main one; the others are outlined.
    const className = `${section.button} ${styles.button} ${index === 0 ? section.primary : section.secondary}`;
    if (platform === 'webapp') {
      return [
        <li key={_key}>
          <a className={className} href={webappHref}>
            {icon}
            <span>{fill(label)}</span>
          </a>
        </li>,
      ];
    }
    const file = installer(settings.appDownloads?.[platform]);
    if (!file) {
      console.warn(`download buttons ${block._key}: no https installer for ${platform} in the site settings`);
      return [];
    }
    return [
      <li key={_key}>
        {dialogReady ? (
          <DownloadLink
            file={file}
            label={fill(label)}
            icon={icon}
            className={className}
            texts={texts}
            webappHref={webappHref}
          />
        ) : (
          <a className={className} href={file} download>
            {icon}
            <span>{fill(label)}</span>
          </a>
        )}
      </li>,
    ];
  });
  if (buttons.length === 0) return null;
  return (
    <section className={section.snug} aria-labelledby={headingId(block)}>
      <div className={styles.panel}>
        <SectionHead block={block} context={context} opensPage as="div" className={styles.copy} />
        <ul className={styles.buttons}>{buttons}</ul>
      </div>
    </section>
  );
}
