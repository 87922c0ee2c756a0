import type { Locale } from '@paperwise/schemas/locales';

/**
 * Articles, conjunctions and prepositions that stay lower case inside a display name.
 * Keywords come in the site's six languages, so each language adds its own short words to English's.
 */
const ENGLISH = [
  'a',
  'an',
  'the',
  'and',
  'but',
  'or',
  'nor',
  'for',
  'so',
  'yet',
  'as',
  'if',
  'of',
  'in',
  'to',
  'with',
  'at',
  'by',
  'from',
  'on',
  'off',
  'into',
  'onto',
  'per',
  'via',
  'vs',
  'up',
  'out',
  'over',
] as const;

const SMALL_WORDS: Record<Locale, readonly string[]> = {
  en: ENGLISH,
  fr: [
    'le',
    'la',
    'les',
    'un',
    'une',
    'des',
    'du',
    'de',
    'et',
    'ou',
    'à',
    'au',
    'aux',
    'en',
    'pour',
    'par',
    'sur',
    'avec',
    'sans',
    'dans',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'unos',
    'unas',
    'y',
    'e',
    'o',
    'de',
    'del',
    'a',
    'al',
    'en',
    'con',
    'por',
    'para',
    'sin',
    'sobre',
  ],
  de: [
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'und',
    'oder',
    'für',
    'mit',
    'von',
    'zu',
    'zum',
    'zur',
    'im',
    'in',
    'auf',
    'bei',
    'aus',
  ],
  it: [
    'il',
    'lo',
    'la',
    'gli',
    'le',
    'un',
    'uno',
    'una',
    'e',
    'o',
    'di',
    'del',
    'della',
    'dei',
    'delle',
    'a',
    'al',
    'da',
    'in',
    'con',
    'per',
    'su',
    'tra',
    'fra',
  ],
  pt: [
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'e',
    'ou',
    'de',
    'do',
    'da',
    'dos',
    'das',
    'em',
    'no',
    'na',
    'com',
    'por',
    'para',
    'sem',
  ],
};

const ALL_LANGUAGES = new Set(Object.values(SMALL_WORDS).flat());

/** English's small words plus the keyword's language's; all languages' when the language is not known. */
function smallWordsFor(locale: Locale | undefined): Set<string> {
  return locale ? new Set([...ENGLISH, ...SMALL_WORDS[locale]]) : ALL_LANGUAGES;
}

function capitalise(word: string, locale: Locale | undefined): string {
  const lower = word.toLocaleLowerCase(locale);
  const first = lower.charAt(0).toLocaleUpperCase(locale);
  return first + lower.slice(1);
}

/**
 * A search keyword as a display name: spaces become dashes, the words between dashes are
 * capitalised with the rest in lower case, and small words stay lower case wherever they stand.
 * 'business-plan-of-the-year' -> 'Business Plan of the Year'.
 */
export function displayName(keyword: string, locale?: Locale): string {
  const small = smallWordsFor(locale);
  return keyword
    .trim()
    .replace(/\s+/g, '-')
    .split('-')
    .filter((w) => w !== '')
    .map((word) => {
      const lower = word.toLocaleLowerCase(locale);
      return small.has(lower) ? lower : capitalise(word, locale);
    })
    .join(' ');
}

/** Dashes to spaces and every word capitalised, with no small-word rule: the landing alias. */
export function toTitleCase(text: string, locale?: Locale): string {
  return text
    .replace(/-/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => capitalise(w, locale))
    .join(' ');
}
