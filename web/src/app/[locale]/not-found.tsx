import { getLocale } from 'next-intl/server';
import { StaticChrome } from '@/components/layout/StaticChrome';
import { NotFoundView } from '@/components/site/NotFoundView';
import { isLocale } from '@/i18n/routing';

export default async function LocaleNotFound() {
  const locale = await getLocale();
  const language = isLocale(locale) ? locale : 'en';
  return (
    <StaticChrome locale={language}>
      <NotFoundView locale={language} />
    </StaticChrome>
  );
}
