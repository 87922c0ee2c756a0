import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { Sections } from '@/blocks/Sections';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { fetchContent } from '@/content/fetch';
import { HOME_PAGE_QUERY } from '@/content/queries';
import { getSiteSettings } from '@/content/site';
import { getDefaultDocuments } from '@/content/templates';
import { routing } from '@/i18n/routing';
import { editTarget } from '@/page-wiring/edit-target';

/** The home page of a language: its blocks, with the site's chrome. */
export default async function HomePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [home, settings, defaults] = await Promise.all([
    fetchContent(HOME_PAGE_QUERY, { locale }, ['homePage']),
    getSiteSettings(locale),
    getDefaultDocuments(locale),
  ]);
  if (!home?.sections?.length) notFound();
  return (
    <SiteChrome locale={locale}>
      <Sections
        editing={await editTarget(home._id, 'homePage')}
        sections={home.sections}
        context={{
          locale,
          signup: false,
          pageTemplates: defaults.documents,
          values: { templates: settings.templateCount },
        }}
      />
    </SiteChrome>
  );
}
