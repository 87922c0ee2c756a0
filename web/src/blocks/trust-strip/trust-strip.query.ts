/** What the site reads of a trust strip. */
export const TRUST_STRIP_PROJECTION = /* groq */ `items[]{ _key, icon, text }`;
