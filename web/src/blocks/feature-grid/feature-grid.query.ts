/** What the site reads of a modules block. */
export const FEATURE_GRID_PROJECTION = /* groq */ `heading, text, items[]{ _key, icon, title, text, link{ label, href } }`;
