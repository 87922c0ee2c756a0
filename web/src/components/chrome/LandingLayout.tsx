import type { ReactNode } from 'react';
import type { LandingConfig } from '@/content/types';
import { getChromeData } from './chrome-content';
import { ErrorDialog } from '@/components/dialogs/ErrorDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveChatButton } from './LiveChatButton';
import { LoaderOverlay } from '@/components/feedback/LoaderOverlay';
import { taglineText } from './tagline';
import { SiteLegalDialog } from '@/components/dialogs/SiteLegalDialog';
import { PageView } from '@/components/signup';
import { PageMain } from '@/components/navigation/PageMain';

/**
 * The landing and docs-landing layouts: the header and footer kinds, tagline, login
 * link and chat button of the page's layout preset, with the terms, error and loader overlays.
 * Nothing here looks at the URL: the preset decides.
 */
export async function LandingLayout({
  config,
  tryAction,
  children,
}: {
  config: LandingConfig;
  /** The sign-up trigger for the header when the preset's popup is on. */
  tryAction?: ReactNode;
  children: ReactNode;
}) {
  const { locale, layout } = config;
  const { settings, chrome, t, webapp } = await getChromeData(locale);
  return (
    <>
      <Header
        kind={layout.headerKind}
        locale={locale}
        productName={settings.productName ?? ''}
        tagline={taglineText(layout.tagline, config.phone)}
        showLogin={layout.showLogin}
        webapp={webapp}
        navigation={chrome.navigation}
        showLinks={false}
        tryAction={layout.popupEnabled ? tryAction : undefined}
      />
      <PageMain>{children}</PageMain>
      <Footer
        kind={layout.footerKind}
        locale={locale}
        settings={settings}
        content={chrome.footer}
        signupHref={webapp.signup}
      />
      {layout.supportChat ? <LiveChatButton locale={locale} /> : null}
      <SiteLegalDialog kind="terms" locale={locale} />
      <ErrorDialog labels={{ title: t('errorTitle'), close: t('close') }} />
      <LoaderOverlay defaultMessage={t('loading')} />
      <PageView variantId={config.analytics.variantId} />
    </>
  );
}
