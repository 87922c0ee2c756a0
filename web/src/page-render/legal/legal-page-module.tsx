import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { LegalDocumentType } from '@paperwise/schemas/documents/legalDocument.rules';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { routing } from '@/i18n/routing';
import { legalShare, shareMetadataOf } from '@/sharing/shared-pages';
import { LegalPage, type LegalTheme } from './LegalPage';
import { PageMain } from '@/components/navigation/PageMain';

interface RouteProps {
  params: Promise<{ locale: string }>;
}

/**
 * The page module of one legal text (app/[locale]/company/(site)/<slug>/page.tsx, the -frame pages
 * and the dark variants): prerendered for every locale, since the layout lists the locales and nothing here
 * reads the request. The pages also export `revalidate = 3600`: a publish reaches them through the
 * 'legalDocument' cache tag, and at the latest within the hour.
 */
export function legalRoute(
  documentType: LegalDocumentType,
  options: { theme?: LegalTheme; frame?: boolean; noindex?: boolean } = {},
) {
  async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) return {};
    const shared = await legalShare(documentType, locale);
    if (!shared) return {};
    // The -frame pages (embedded by the web app) and the dark variant (noindex) are copies of the
    // text: they have no link preview of their own.
    if (options.noindex || options.frame)
      return { title: shared.title, ...(options.noindex ? { robots: { index: false, follow: true } } : {}) };
    return shareMetadataOf(shared);
  }

  async function Page({ params }: RouteProps) {
    const { locale } = await params;
    if (!hasLocale(routing.locales, locale)) notFound();
    setRequestLocale(locale);
    const page = <LegalPage documentType={documentType} locale={locale} theme={options.theme} frame={options.frame} />;
    // A -frame page is embedded by the web application: the text alone, without the site's header and footer.
    if (options.frame) return <PageMain>{page}</PageMain>;
    return <SiteChrome locale={locale}>{page}</SiteChrome>;
  }

  return { generateMetadata, Page };
}
