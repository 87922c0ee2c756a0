/**
 * How the desk groups landing pages: by the family of their address, as marketers name them. Each
 * family is a GROQ filter over `path`; together they cover every page exactly once (tested against
 * the bundle). Pure data, so the studio's desk and the tests share it.
 */
export interface PathFamily {
  id: string;
  title: string;
  /** A GROQ condition on a landingPage document. */
  filter: string;
}

const startsWith = (prefix: string) => `string::startsWith(path, "${prefix}")`;

export const PATH_FAMILIES: PathFamily[] = [
  { id: 'docs', title: 'Docs pages (/docs/…)', filter: startsWith('/docs/') },
  { id: 'lp', title: 'LP pages (/lp/…)', filter: startsWith('/lp/') },
  { id: 'campaigns', title: 'Campaign pages (/l/…)', filter: startsWith('/l/') },
  {
    id: 'other',
    title: 'Other addresses',
    filter: `!(${startsWith('/docs/')} || ${startsWith('/lp/')} || ${startsWith('/l/')})`,
  },
];

/** Landing pages of one family in one language. */
export function familyFilter(family: PathFamily): string {
  return `_type == "landingPage" && language == $language && (${family.filter})`;
}

/** The names of the A/B tests, for the Experiments list. */
export const EXPERIMENTS_QUERY = `array::unique(*[_type == "landingPage" && defined(experiment)].experiment) | order(@ desc)`;

export const EXPERIMENT_FILTER = `_type == "landingPage" && experiment == $experiment`;
