/**
 * Words that stay lower case in a display name (signup §4 'Search page'): articles, conjunctions
 * and prepositions. The keywords are slugs in the six site languages, so the short function words
 * of French, Spanish, Portuguese and Italian are here too ('contrat-de-distribution').
 */
const SMALL_WORDS = new Set([
  // English
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
  'of',
  'in',
  'to',
  'with',
  'on',
  'at',
  'by',
  'from',
  'as',
  'into',
  'per',
  'via',
  'vs',
  // French, Spanish, Portuguese, Italian
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'au',
  'aux',
  'un',
  'une',
  'pour',
  'y',
  'el',
  'los',
  'las',
  'del',
  'con',
  'para',
  'por',
  'e',
  'o',
  'da',
  'do',
  'das',
  'dos',
  'di',
  'il',
  'lo',
  'gli',
]);

/**
 * A search keyword as people read it (signup §4): spaces become dashes, the keyword is split on
 * dashes, each word is capitalised with the rest in lower case, and small words stay lower case.
 * 'business-plan' -> 'Business Plan'; 'terms and conditions' -> 'Terms and Conditions'.
 */
export function displayName(keyword: string): string {
  return keyword
    .trim()
    .replace(/\s+/g, '-')
    .split('-')
    .filter(Boolean)
    .map((word) => {
      const lower = word.toLocaleLowerCase();
      if (SMALL_WORDS.has(lower)) return lower;
      return lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
    })
    .join(' ');
}
