/** What the site reads of a rich-text block: the Portable Text body as written. */
export const RICH_TEXT_PROJECTION = /* groq */ `heading, body`;
