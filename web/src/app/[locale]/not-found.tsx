import { getLocale } from 'next-intl/server';
import { StaticChrome } from '@/components/chrome/StaticChrome';
import { NotFoundView } from '@/components/not-found/NotFoundView';
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
