import { setRequestLocale } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { Sections } from '@/blocks/Sections';
import type { Section } from '@/blocks/types';
import { PresetLayout } from '@/components/chrome/PresetLayout';
import { SiteChrome } from '@/components/chrome/SiteChrome';
import { toPageLayout } from '@/content/preset';
import type { RawLayoutPreset } from '@/content/types';
import { SignupProvider } from '@/components/signup';
import { getSiteSettings } from '@/content/site';
import { getDefaultDocuments } from '@/content/templates';
import { documentSignupVariant } from '../document-signup';
import { editTarget } from '../edit-target';
import { SustainabilityMode } from './SustainabilityMode';

/**
 * A page composed of blocks inside the site's chrome: the home pages and the core and company
 * pages. Its templates placeholder and template grids take the language's numbers and defaults.
 */
export async function ComposedPage({
  locale,
  document,
  path,
  listPage,
}: {
  locale: Locale;
  /** The page's own address without the language (/blog/), for blocks that link to its later pages. */
  path?: string;
  /** Which page of its paged list the address asks for (2 on /blog/page/2/); 1 otherwise. */
  listPage?: number;
  /** The stored page: its id and type (for the studio's editing overlay) and its blocks. */
  document: {
    _id: string;
    _type: 'homePage' | 'page';
    sections: readonly Section[];
    theme?: string | null;
    keepScrollPosition?: boolean | null;
    /** A page with a layout preset is shown in that layout instead of the site's chrome. */
    preset?: RawLayoutPreset | null;
  };
}) {
  setRequestLocale(locale);
  // A page with the templates catalogue opens its documents as the search page does.
  const listsDocuments = document.sections.some((section) => section._type === 'templateCatalogue');
  const [settings, defaults, editing, documentSignup] = await Promise.all([
    getSiteSettings(locale),
    getDefaultDocuments(locale),
    editTarget(document._id, document._type),
    listsDocuments ? documentSignupVariant(locale, path ?? '/') : null,
  ]);
  // The page's colours are its content's choice; the theme's scope is the whole page, chrome included.
  const green = document.theme === 'green';
  const blocks = (
    <Sections
      editing={editing}
      sections={document.sections}
      context={{
        locale,
        signup: false,
        openDocuments: documentSignup !== null,
        pageTemplates: defaults.documents,
        values: { templates: settings.templateCount },
        path,
        listPage,
      }}
    />
  );
  const body = documentSignup ? (
    <SignupProvider {...documentSignup} landingPage={false}>
      {blocks}
    </SignupProvider>
  ) : (
    blocks
  );
  if (document.preset) {
    return (
      <PresetLayout
        locale={locale}
        layout={toPageLayout(document.preset, locale, document._id)}
        phone={settings.phone ?? ''}
      >
        {body}
      </PresetLayout>
    );
  }
  return (
    <SiteChrome
      locale={locale}
      keepScroll={document.keepScrollPosition === true}
      atHome={document._type === 'homePage'}
    >
      {green ? (
        <>
          <span hidden data-theme="green" data-theme-scope="page" />
          <SustainabilityMode />
        </>
      ) : null}
      {body}
    </SiteChrome>
  );
}
