import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { getSiteSettings } from '@/content/site';
import { webappLinks } from '@/components/chrome/links';
import { serviceBaseUrl } from '@/env';
import { localizedPath } from '@/i18n/routing';
import { NotFoundIllustration } from './NotFoundIllustration';
import styles from '../feedback/StatusPage.module.css';

/**
 * The site's 404 page, with the template count of the visitor's language.
 * `head`: its own title and robots tags, for the not-found boundaries, which have no metadata of
 * their own; a page that sets them through its metadata passes false.
 * `illustration`: the inline SVG beside the text. The not-found boundaries leave it out: Next sends a
 * boundary's markup inside the payload of every page of its layout, so each byte of it is paid on
 * every page; the 404 page itself has it.
 * Server markup only, for the same reason.
 */
export async function NotFoundView({
  locale,
  head = true,
  illustration = true,
}: {
  locale: Locale;
  head?: boolean;
  illustration?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const settings = await getSiteSettings(locale);
  const startUrl = webappLinks(serviceBaseUrl('webapp'), locale).signup;
  return (
    // not-found: the stable class tests find the view by, beside the module's.
    <section className={`${styles.view} not-found`} aria-labelledby="not-found-heading">
      {head && <title>{t('title')}</title>}
      {head && <meta name="robots" content="noindex" />}
      <div className={styles.text}>
        <p className={`badge ${styles.code}`}>404</p>
        {/* No class on the heading: its markup is read as is by crawlers and by a test. */}
        <h1 id="not-found-heading">{t('heading')}</h1>
        <p className={`lead ${styles.lead}`}>{t('subheadline', { count: settings.templateCount })}</p>
        <div className={styles.actions}>
          <a className="button button-primary button-lg" href={startUrl}>
            {t('button')}
          </a>
          <a className="button button-secondary button-lg" href={localizedPath('/', locale)}>
            {t('home')}
          </a>
        </div>
      </div>
      {illustration && <NotFoundIllustration className={styles.illustration} />}
    </section>
  );
}
