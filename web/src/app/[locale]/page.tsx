import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { fetchContent } from '@/content/fetch';
import { HOME_PAGE_QUERY } from '@/content/queries';
import type { HOME_PAGE_QUERY_RESULT } from '@/content/sanity.types';
import { getSiteSettings } from '@/content/site';
import { routing } from '@/i18n/routing';
import { serviceBaseUrl } from '@/env';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { webappLinks } from '@/components/layout/links';

export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [home, settings] = await Promise.all([
    fetchContent<HOME_PAGE_QUERY_RESULT>(HOME_PAGE_QUERY, { locale }, ['homePage']),
    getSiteSettings(locale),
  ]);
  if (!home) notFound();
  const signupUrl = webappLinks(serviceBaseUrl('webapp'), locale).signup;
  return (
    <SiteChrome locale={locale}>
      <section className="hero">
        <h1>{home.heading}</h1>
        <p className="lead">{home.intro?.replace('{templates}', settings.templateCount)}</p>
        <p>
          <a className="button button-primary" href={signupUrl}>
            {home.ctaLabel}
          </a>
        </p>
        {home.highlights?.length ? (
          <ul className="highlights">
            {home.highlights.map((item) => (
              <li key={item}>{item.replace('{templates}', settings.templateCount)}</li>
            ))}
          </ul>
        ) : null}
      </section>
    </SiteChrome>
  );
}
