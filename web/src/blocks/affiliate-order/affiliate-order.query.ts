/** What the site reads of an affiliate retailer order block. */
export const AFFILIATE_ORDER_PROJECTION = /* groq */ `heading, text`;
