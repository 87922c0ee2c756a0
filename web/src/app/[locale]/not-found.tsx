import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/NotFoundView';
import { isLocale } from '@/i18n/routing';

export default async function LocaleNotFound() {
  const locale = await getLocale();
  return <NotFoundView locale={isLocale(locale) ? locale : 'en'} />;
}
