import type { ContentSourceMapParsedPath, FilterDefault } from 'next-sanity';
import { SECTIONS_VISIBLE_TEXT } from '@paperwise/schemas/blocks/visible-text';

/**
 * Which strings of a draft-mode query result may carry stega (the invisible characters that let the
 * presentation tool's overlays find the field behind a text on the page).
 *
 * An allow-list, not Sanity's deny-list alone: content strings also become addresses, hand-off
 * destinations, ids, analytics values, cookie values, search keywords, enum values the code
 * compares ('sticky', 'emailAndSsoCookie') and `mailto:`/`tel:` links built from text, and an
 * invisible character in any of those breaks it silently. Only text that is shown as text, and
 * read by nothing else, is listed here. Left out on purpose:
 * - every field of the sign-up dialog and the landing page's templates, template entries and settings:
 *   they go to the sign-up engine (its configuration, analytics values and the sign-up payload);
 * - page titles and descriptions: they end up in <title> and meta tags;
 * - legal contact lines: links are made from the e-mail address and phone number in them;
 * - paths, languages, keys, numbers, hrefs, ids.
 *
 * Paths are written as in the source document, array items as `[]`.
 */
export const STEGA_VISIBLE_TEXT: Readonly<Record<string, readonly string[]>> = {
  landingPage: SECTIONS_VISIBLE_TEXT,
  homePage: SECTIONS_VISIBLE_TEXT,
  page: ['title', ...SECTIONS_VISIBLE_TEXT],
  // Not the title or summary: they end up in <title> and meta tags.
  newsArticle: ['body[].children[].text', 'related[].label'],
  legalDocument: [
    'preamble[].children[].text',
    'sections[].heading',
    'sections[].body[].children[].text',
    'appendices[].heading',
    'appendices[].body[].children[].text',
  ],
  navigation: [
    'mainLinks[].label',
    'utilityLinks[].label',
    'megaMenus[].title',
    'megaMenus[].groups[].title',
    'megaMenus[].groups[].links[].label',
  ],
  footer: [
    'columns[].title',
    'columns[].links[].label',
    'freeTrial.label',
    'rating.label',
    'contactHeading',
    'legalLinks[].label',
    'simpleLinks[].label',
    'customerService',
    'copyright',
  ],
};

/** A source path as the allow-list writes it: field names joined by dots, array items as `[]`. */
export function stegaPathKey(path: ContentSourceMapParsedPath): string {
  let key = '';
  for (const segment of path) {
    if (typeof segment === 'string') key += key ? `.${segment}` : segment;
    else key += '[]';
  }
  return key;
}

type StegaFilterProps = Parameters<FilterDefault>[0] & { filterDefault: FilterDefault };

/**
 * The `stega.filter` of the draft-mode client: a string is encoded only when its document type and
 * source path are on the allow-list and Sanity's own filter (URLs, dates, ids, slugs…) agrees.
 */
export function stegaFilter(props: StegaFilterProps): boolean {
  const allowed = STEGA_VISIBLE_TEXT[props.sourceDocument._type];
  if (!allowed?.includes(stegaPathKey(props.sourcePath))) return false;
  return props.filterDefault(props);
}
