import { getLocale } from 'next-intl/server';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { NotFoundView } from '@/components/site/NotFoundView';
import { isLocale } from '@/i18n/routing';

export default async function LocaleNotFound() {
  const locale = await getLocale();
  const language = isLocale(locale) ? locale : 'en';
  return (
    <SiteChrome locale={language} pageType="Error Page Main Website">
      <NotFoundView locale={language} />
    </SiteChrome>
  );
}
