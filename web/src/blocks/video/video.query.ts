/** What the site reads of a video block. */
export const VIDEO_PROJECTION = /* groq */ `heading, text, playLabel, title, src, product, poster`;
