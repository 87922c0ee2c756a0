/** The words of the affiliate retailer's order summary (messages namespace `affiliate`). */
export const AFFILIATE_TEXT_NAMES = [
  'checking',
  'greeting',
  'greetingNoName',
  'summaryHeading',
  'orderId',
  'product',
  'amount',
  'openApp',
  'noReceipt',
  'invalid',
  'failed',
  'contactSupport',
] as const;

export type AffiliateTexts = Record<(typeof AFFILIATE_TEXT_NAMES)[number], string>;
