/**
 * What the site reads of a pricing-table block. The plans are read from their own documents, so a
 * plan reads the same on every page that shows it.
 */
export const PRICING_TABLE_PROJECTION = /* groq */ `heading, text, buttonLabel, buttonHref, plans[]->{ _id, language, name, package, users, features, highlighted, badge }`;
