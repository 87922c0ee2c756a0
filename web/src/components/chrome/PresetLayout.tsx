import type { ReactNode } from 'react';
import type { Locale } from '@paperwise/schemas/locales';
import type { PageLayout } from '@/content/types';
import { getChromeData } from './chrome-content';
import { ErrorDialog } from '@/components/dialogs/ErrorDialog';
import { Footer } from './Footer';
import { Header } from './Header';
import { LiveChatButton } from './LiveChatButton';
import { LoaderOverlay } from '@/components/feedback/LoaderOverlay';
import { taglineText } from './tagline';
import { TERMS_AND_CONTACT, linkHref } from './links';
import styles from './PresetLayout.module.css';
import { SiteLink } from '@/components/navigation/SiteLink';
import { SiteLegalDialog } from '@/components/dialogs/SiteLegalDialog';
import { PageView } from '@/components/signup';
import { PageMain } from '@/components/navigation/PageMain';
import { NO_COOKIE_BANNER_ATTRIBUTE } from '@/components/consent/cookie-consent';
import { AffiliateTracking } from '@/components/affiliate/AffiliateTracking';
import { ConsentedScripts } from '@/components/consent/ConsentedScripts';
import { consentedScriptUrl, serviceBaseUrl } from '@/env';

/**
 * The layout of a page with a layout preset (landing pages, pricing pages, the budgeting and
 * affiliate pages): the header kind and its menu, tagline, login link and button, the footer kind,
 * the chat button and the cookie banner of the preset, with the terms, error and loader overlays.
 * Nothing here looks at the URL: the preset decides. A 'site' header is the one the language's
 * navigation uses on every other page.
 */
export async function PresetLayout({
  locale,
  layout,
  phone,
  variantId,
  tryAction,
  children,
}: {
  locale: Locale;
  layout: PageLayout;
  /** The customer-service number a tagline may end with. */
  phone: string;
  /** The analytics id of the page's variant, carried by its page view. */
  variantId?: string;
  /** The sign-up trigger for the header when the preset's popup is on. */
  tryAction?: ReactNode;
  children: ReactNode;
}) {
  const { settings, chrome, t, webapp } = await getChromeData(locale);
  const headerKind = layout.headerKind === 'site' ? chrome.navigation.headerStyle : layout.headerKind;
  // The budgeting product's header offers its terms and the contact page where others offer a trial.
  const helpLinks = chrome.footer.simpleLinks.filter((link) => TERMS_AND_CONTACT.includes(link.href));
  const actions =
    layout.headerActions === 'termsAndContact' ? (
      <ul className={`${styles.helpLinks} header-help-links`}>
        {helpLinks.map((link) => (
          <li key={link.key}>
            <SiteLink href={linkHref(link, locale)}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    ) : layout.popupEnabled ? (
      tryAction
    ) : undefined;
  return (
    <>
      {layout.cookieBanner ? null : <span hidden {...{ [NO_COOKIE_BANNER_ATTRIBUTE]: '' }} />}
      <Header
        kind={headerKind}
        locale={locale}
        productName={settings.productName ?? ''}
        tagline={taglineText(layout.tagline, phone)}
        showLogin={layout.showLogin}
        webapp={webapp}
        navigation={chrome.navigation}
        showLinks={layout.headerMenu}
        tryAction={actions}
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
      <PageView variantId={variantId} />
      {layout.affiliateTracking ? <AffiliateTracking sdkUrl={`${serviceBaseUrl('affiliate')}sdk.js`} /> : null}
      {layout.retailerToolbar ? <RetailerToolbar /> : null}
    </>
  );
}

/** The affiliate retailer's toolbar script, loaded with the visitor's consent (RETAILER_TOOLBAR_SCRIPT_URL). */
function RetailerToolbar() {
  const src = consentedScriptUrl('retailer-toolbar');
  return src ? <ConsentedScripts scripts={[{ name: 'retailer-toolbar', src }]} /> : null;
}
