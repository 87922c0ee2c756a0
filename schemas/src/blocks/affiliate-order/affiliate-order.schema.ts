import { headedBlock, headingPreview } from '../shared/block.schema';

/** The buyer lands here right after paying the retailer: the page must say thank you in words. */
export function affiliateOrderProblem(value: { heading?: string | null } | undefined): string | null {
  return value?.heading?.trim() ? null : 'Write the heading that welcomes the buyer.';
}

/**
 * The affiliate retailer's landing (/start/cb/): a heading and a text, then the order the retailer's
 * receipt in the address stands for (order id, product, amount, the buyer's first name) and the
 * button to the web app. The purchase is reported to analytics once per order. Without a receipt,
 * or when the order cannot be confirmed, the page says so and links to customer support.
 */
export const affiliateOrder = headedBlock({
  name: 'affiliateOrder',
  title: 'Affiliate retailer order',
  introMax: 400,
  fields: [],
  preview: headingPreview('Affiliate retailer order'),
});
