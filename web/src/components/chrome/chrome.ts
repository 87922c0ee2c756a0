import { linkHrefProblem, socialUrlProblem } from '@paperwise/schemas/link-rules';
import type { CHROME_QUERY_RESULT } from '@/content/sanity.types';
import type { Chrome, ChromeLink, ChromeLinkGroup } from './types';
import { fillPlaceholders } from '@/content/placeholders';

/** A link as the query reads it; `_key` is there for every link of a list (a single link has none). */
type RawLink = { _key?: string; label: string | null; href: string | null; language: ChromeLink['language'] };
type RawGroup = { _key?: string; title: string | null; links: RawLink[] | null };

/** The words the chrome falls back on when a language's navigation or footer document lacks them. */
export interface ChromeFallbacks {
  login: string;
  account: string;
  tryForFree: string;
  menu: string;
  contactHeading: string;
  languageLabel: string;
  customerService: string;
  copyright: string;
}

// Content from the API has not passed the studio's validation: a link whose address the studio
// would refuse (javascript:, data:, //other-host, ...) is left out rather than rendered.
function links(raw: RawLink[] | null | undefined): ChromeLink[] {
  return (raw ?? []).flatMap((link) =>
    link.label && link.href && !linkHrefProblem(link.href)
      ? [{ key: link._key ?? link.href, label: link.label, href: link.href, language: link.language }]
      : [],
  );
}

function groups(raw: RawGroup[] | null | undefined): ChromeLinkGroup[] {
  return (raw ?? []).flatMap((group) => {
    const items = links(group.links);
    return group.title && items.length ? [{ key: group._key ?? group.title, title: group.title, links: items }] : [];
  });
}

const NETWORK_NAMES = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  youtube: 'YouTube',
} as const;

/** Builds the header and footer content of one language; incomplete content degrades to fewer links. */
export function toChrome(
  raw: CHROME_QUERY_RESULT,
  facts: { phone: string; company: string; year: number },
  fallbacks: ChromeFallbacks,
): Chrome {
  const nav = raw.navigation;
  const footer = raw.footer;
  const values = { phone: facts.phone, company: facts.company, year: String(facts.year) };
  const rating =
    footer?.rating?.label && typeof footer.rating.score === 'number'
      ? fillPlaceholders(footer.rating.label, { score: String(footer.rating.score) })
      : null;
  return {
    navigation: {
      // A language without a style chosen gets the classic header, which needs no mega menus.
      headerStyle: nav?.headerStyle === 'mega' ? 'mega' : 'simple',
      main: links(nav?.mainLinks),
      utility: links(nav?.utilityLinks),
      megaMenus: (nav?.megaMenus ?? []).flatMap((menu) => {
        const columns = groups(menu.groups);
        return menu.title && columns.length
          ? [{ key: menu._key ?? menu.title, title: menu.title, groups: columns }]
          : [];
      }),
      buttons: {
        login: nav?.buttons?.login || fallbacks.login,
        account: nav?.buttons?.account || fallbacks.account,
        tryFree: nav?.buttons?.tryFree || fallbacks.tryForFree,
        menu: nav?.buttons?.menu || fallbacks.menu,
      },
    },
    footer: {
      columns: groups(footer?.columns),
      freeTrial: footer?.freeTrial ? (links([footer.freeTrial])[0] ?? null) : null,
      rating,
      contactHeading: footer?.contactHeading || fallbacks.contactHeading,
      languageLabel: footer?.languageLabel || fallbacks.languageLabel,
      legalLinks: links(footer?.legalLinks),
      simpleLinks: links(footer?.simpleLinks),
      customerService: fillPlaceholders(footer?.customerService || fallbacks.customerService, values),
      copyright: singlePeriods(fillPlaceholders(footer?.copyright || fallbacks.copyright, values)),
      social: (raw.social ?? []).flatMap((item) =>
        item.network && item.url && !socialUrlProblem(item.url)
          ? [{ key: item._key ?? item.url, label: NETWORK_NAMES[item.network], href: item.url }]
          : [],
      ),
    },
  };
}

/**
 * A company name that ends with a period (Paperwise Software Inc.) followed by the sentence's own
 * period reads "Inc.." once filled in: the sentence's period is dropped.
 */
export function singlePeriods(text: string): string {
  return text.replace(/\.\.(?=\s|$)/g, '.');
}
