import { hasLocale } from 'next-intl';
import { notFound } from 'next/navigation';
import { SiteLegalDialog } from '@/components/dialogs/SiteLegalDialog';
import { routing, type LocaleLayoutProps } from '@/i18n/routing';

/**
 * The company layout: the company pages shown in the site, with the
 * affiliate-agreement dialog. The -frame pages, embedded by the web application, sit outside this
 * group and have no dialog.
 */
export default async function CompanyLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return (
    <>
      {children}
      <SiteLegalDialog kind="affiliate" locale={locale} />
    </>
  );
}
