/** The words of the thank-you page's order summary (messages namespace `purchase`). */
export const PURCHASE_TEXT_NAMES = [
  'checking',
  'summaryHeading',
  'orderNumber',
  'product',
  'total',
  'openApp',
  'subscriptionActive',
  'receiptByEmail',
] as const;

export type PurchaseTexts = Record<(typeof PURCHASE_TEXT_NAMES)[number], string>;
