import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { getSiteSettings } from '@/content/site';
import { webappLinks } from '@/components/layout/links';
import { serviceBaseUrl } from '@/env';
import { localizedPath } from '@/i18n/routing';

/**
 * The site's 404 page (site map §2 '404'), with the template count of the visitor's language.
 * `head`: its own title and robots tags, for the not-found boundaries, which have no metadata of
 * their own; a page that sets them through its metadata passes false.
 */
export async function NotFoundView({ locale, head = true }: { locale: Locale; head?: boolean }) {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  const settings = await getSiteSettings(locale);
  const startUrl = webappLinks(serviceBaseUrl('webapp'), locale).signup;
  return (
    <section className="not-found" aria-labelledby="not-found-heading">
      {head && <title>{t('title')}</title>}
      {head && <meta name="robots" content="noindex" />}
      <p className="eyebrow">404</p>
      <h1 id="not-found-heading">{t('heading')}</h1>
      <p className="lead">{t('subheadline', { count: settings.templateCount })}</p>
      <p>
        <a className="button button-primary" href={startUrl}>
          {t('button')}
        </a>
      </p>
      <p>
        <a href={localizedPath('/', locale)}>{t('home')}</a>
      </p>
    </section>
  );
}
