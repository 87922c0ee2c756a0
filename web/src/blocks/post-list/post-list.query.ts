/**
 * What the site reads of a post list block: its own texts, and every published post of the page's
 * language, newest first (few: the component shows one page of them).
 */
export const POST_LIST_PROJECTION = /* groq */ `heading, text, "posts": *[_type == "post" && language == $locale && defined(path) && defined(publishedAt)] | order(publishedAt desc, title asc){ _id, title, path, publishedAt, summary, authorName }`;
