import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/not-found/NotFoundView';
import { PageMain } from '@/components/navigation/PageMain';
import { isLocale } from '@/i18n/routing';

/**
 * What a page of the site shows when it finds nothing to render while it renders (an address that
 * went out of the proxy's list of pages only moments ago, or a draft in draft mode). Unknown
 * addresses never get here: the proxy answers them with the whole 404 page (app/[locale]/page-not-found).
 * Next sends this boundary's markup inside the payload of every page of the layout, so it is the
 * 404 text and its two buttons alone, without the header, footer and illustration of the 404 page.
 */
export default async function LocaleNotFound() {
  const locale = await getLocale();
  const language = isLocale(locale) ? locale : 'en';
  return (
    <PageMain>
      <NotFoundView locale={language} illustration={false} />
    </PageMain>
  );
}
