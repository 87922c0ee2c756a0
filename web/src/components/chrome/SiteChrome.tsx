import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import { getChromeData } from './chrome-content';
import { ErrorDialog } from '@/components/dialogs/ErrorDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoaderOverlay } from '@/components/feedback/LoaderOverlay';
import { SiteLegalDialog } from '@/components/dialogs/SiteLegalDialog';
import { PageView } from '@/components/signup';
import { PageMain } from '@/components/navigation/PageMain';

/**
 * The default layout: the header its language's navigation chooses (the mega-menu header in
 * English, the classic one elsewhere), with that language's links; both the large footer, the error
 * dialog and the terms dialog. Pages that are not landing pages wrap themselves in it.
 */
export async function SiteChrome({
  locale,
  pageType = 'Main Website',
  keepScroll = false,
  atHome = false,
  children,
}: {
  locale: Locale;
  /** The page is its language's home page (its logo then prefetches nothing). */
  atHome?: boolean;
  /** The page keeps the visitor's scroll position when arriving by a link (its content's choice). */
  keepScroll?: boolean;
  /** The page type of the tag manager's page view; the 404 reports 'Error Page Main Website'. */
  pageType?: 'Main Website' | 'Error Page Main Website';
  children: ReactNode;
}) {
  const { settings, chrome, t, webapp } = await getChromeData(locale);
  return (
    <>
      <Header
        kind={chrome.navigation.headerStyle}
        locale={locale}
        productName={settings.productName ?? ''}
        tagline={null}
        showLogin
        webapp={webapp}
        navigation={chrome.navigation}
        showLinks
        atHome={atHome}
      />
      <PageMain keepScroll={keepScroll}>{children}</PageMain>
      <Footer
        kind="large"
        locale={locale}
        settings={settings}
        content={chrome.footer}
        signupHref={webapp.signup}
        atHome={atHome}
      />
      <ErrorDialog labels={{ title: t('errorTitle'), close: t('close') }} />
      <SiteLegalDialog kind="terms" locale={locale} />
      <LoaderOverlay defaultMessage={t('loading')} />
      <PageView pageType={pageType} />
    </>
  );
}
