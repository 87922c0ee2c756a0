/**
 * What the site reads of a news list block: its own texts, and every published article (few, and
 * the component picks the page's language, or English when that language has none).
 */
export const NEWS_LIST_PROJECTION = /* groq */ `heading, text, englishNotice, "articles": *[_type == "newsArticle" && defined(path) && defined(publishedAt)] | order(publishedAt desc){ _id, language, title, path, publishedAt, summary }`;
