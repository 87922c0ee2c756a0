import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { ConsentedScripts } from '@/components/consent/ConsentedScripts';
import { ProgressBar } from '@/components/feedback/ProgressBar';
import { PageLoading } from '@/components/feedback/PageLoading';
import { LanguageCookie } from '@/components/navigation/LanguageCookie';
import { NavigationEvents } from '@/components/navigation/NavigationEvents';
import { SiteLinks } from '@/components/navigation/SiteLinks';
import { TagManager } from '@/components/signup/TagManager';
import { DraftModeTools } from '@/components/draft-mode/DraftModeTools';
import { getSiteSettings, siteTitle } from '@/content/site';
import { consentedScriptUrl, cookieDomain, siteUrl } from '@/env';
import { localizedPath, routing, type LocaleLayoutProps } from '@/i18n/routing';
import { ErrorPageLabelsProvider } from '@/components/feedback/ErrorPage';
import { inter } from '@/styles/fonts';
import { CHUNK_RELOAD_SCRIPT } from '@/lib/chunk-reload';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const title = siteTitle(await getSiteSettings(locale));
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: title, template: `%s | ${title}` },
    // Both written here: an `icons` entry of a layout replaces the links Next derives from app/icon.svg.
    // The browser's icon is app/icon.svg; the home-screen icon is drawn when the site is built.
    icons: {
      icon: [{ url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' }],
      apple: [{ url: '/apple-icon.png', sizes: '180x180', type: 'image/png' }],
    },
  };
}

/**
 * The document shell of every page: language (and the language cookie), progress bar and cookie banner. Header and footer
 * are not here: default pages wrap themselves in <SiteChrome>, landing pages render the header
 * and footer kinds of their layout preset, and the legal '-frame' pages have none.
 */
export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('common');
  const l = await getTranslations('layout');
  const e = await getTranslations('error');
  return (
    <html lang={locale} className={inter.variable}>
      <head>
        {/* First in the head: a chunk of the page that fails to load reloads it (lib/chunk-reload.ts). */}
        <script dangerouslySetInnerHTML={{ __html: CHUNK_RELOAD_SCRIPT }} />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <TagManager />
        <BehaviourScript />
        <ProgressBar label={l('progress')} />
        <PageLoading label={l('progress')} />
        <NavigationEvents />
        <SiteLinks />
        <LanguageCookie locale={locale} parentDomain={cookieDomain()} />
        <ErrorPageLabelsProvider
          labels={{
            heading: e('heading'),
            text: e('text'),
            status: e('status', { status: '{status}' }),
            retry: e('retry'),
            home: e('home'),
            homeHref: localizedPath('/', locale),
          }}
        >
          {children}
        </ErrorPageLabelsProvider>
        {/* Nothing for visitors; editors in draft mode get the visual-editing overlays. */}
        <DraftModeTools />
        <CookieBanner
          labels={{
            region: l('cookieLabel'),
            text: l('cookieText'),
            accept: l('cookieAccept'),
            refuse: l('cookieRefuse'),
            learnMore: l('cookieLearnMore'),
            close: l('close'),
            chosen: { granted: l('cookieChoiceGranted'), denied: l('cookieChoiceDenied') },
          }}
        />
      </body>
    </html>
  );
}

/** The user-behaviour / A-B test script of every page, loaded with the visitor's consent (BEHAVIOUR_SCRIPT_URL). */
function BehaviourScript() {
  const src = consentedScriptUrl('behaviour');
  return src ? <ConsentedScripts scripts={[{ name: 'behaviour', src }]} /> : null;
}
