/** What the site reads of a claims block: the labels and which number each shows (not the numbers). */
export const CLAIMS_PROJECTION = /* groq */ `heading, items[]{ _key, claim, label }`;
