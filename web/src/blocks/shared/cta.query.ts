/** What the site reads of a block's main button (see cta.schema.ts). */
export const CTA_PROJECTION = /* groq */ `{ label, action, href }`;
