import { at, defineMigration, set } from 'sanity/migrate';

/** The site settings' claims kept as numbers, which each page writes the way its language does. */
export const CLAIM_NUMBER_FIELDS = ['businesses', 'downloads', 'treesPlanted', 'lawFirms', 'signUps'] as const;

const SCALES: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9 };

/**
 * The number an English claim text states: '250,000+' → 250000, '50 million' → 50000000,
 * '10,000' → 10000. Null when the text states no number this way.
 */
export function claimNumber(text: string): number | null {
  const match = /^\s*([\d,.]+)\s*(thousand|million|billion)?\s*\+?\s*$/i.exec(text);
  if (!match) return null;
  const digits = Number(match[1]!.replace(/,/g, ''));
  if (!Number.isFinite(digits)) return null;
  const scale = match[2] ? SCALES[match[2].toLowerCase()]! : 1;
  return Math.round(digits * scale);
}

/**
 * The claims of the site settings (businesses, downloads, trees planted, law firms, sign-ups) were texts
 * written in English ('250,000+', '50 million'), shown as such on every language's pages. They
 * become numbers, which the claims block writes in the page's language (250 000+ in French,
 * 50 Millionen in German). A value already a number is left alone, so it can run twice; a text
 * stating no number is left for an editor to fix (the studio then marks the field).
 */
export const claimsNumbersMigration = defineMigration({
  title: 'Site settings: claims as numbers',
  documentTypes: ['siteSettings'],
  migrate: {
    document(doc) {
      return CLAIM_NUMBER_FIELDS.flatMap((field) => {
        const value = doc[field];
        if (typeof value !== 'string') return [];
        const number = claimNumber(value);
        return number === null ? [] : [at(field, set(number))];
      });
    },
  },
});
