/**
 * What the site reads of a templates catalogue: its texts, and the groups of the templates menu of
 * the page's language (the mega menu the navigation marks as the templates menu).
 */
export const TEMPLATE_CATALOGUE_PROJECTION = /* groq */ `heading, text, "groups": *[_type == "navigation" && language == $locale][0].megaMenus[kind == "templates"][0].groups[]{ _key, title, links[]{ _key, label, href, language } }`;
