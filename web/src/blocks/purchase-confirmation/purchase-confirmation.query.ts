/** What the site reads of a purchase confirmation block. */
export const PURCHASE_CONFIRMATION_PROJECTION = /* groq */ `heading, text, partnerNotify`;
