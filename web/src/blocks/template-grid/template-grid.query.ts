/** What the site reads of a template-grid block. */
export const TEMPLATE_GRID_PROJECTION = /* groq */ `heading, text, source, keyword, templates[]{ _key, label, templateId, url, thumb, search }`;
