import { choices, radioField } from '../../fields/factories';
import { headedBlock, headingPreview } from '../shared/block.schema';

/**
 * The partner products a thank-you page once told of the purchase. No longer read by the site: the
 * userbase tells the partner of each sale of its products itself, server to server; the field
 * stays so that pages which set it remain valid.
 */
export const PARTNER_NOTIFY_OPTIONS = ['none', 'budgeto'] as const;
export type PartnerNotify = (typeof PARTNER_NOTIFY_OPTIONS)[number];

const PARTNER_NOTIFY_CHOICES = choices({
  none: 'No one',
  budgeto: 'Budgeto (the budgeting product)',
} satisfies Record<PartnerNotify, string>);

/** A thank-you without words would leave the buyer unsure the payment went through: heading and text are needed. */
export function purchaseConfirmationProblem(
  value: { heading?: string | null; text?: string | null; partnerNotify?: string | null } | undefined,
): string | null {
  if (!value?.heading?.trim()) return 'Write the heading that thanks the buyer.';
  if (!value.text?.trim()) return 'Write the text under the heading (what happens next).';
  if (value.partnerNotify && !(PARTNER_NOTIFY_OPTIONS as readonly string[]).includes(value.partnerNotify)) {
    return 'Choose which partner product is told of the purchase.';
  }
  return null;
}

/**
 * The thank-you of a purchase: a heading and a text, then the order read from the address
 * (order number, product, total) and a button to the web app. The page also reports the purchase
 * to analytics once per order.
 */
export const purchaseConfirmation = headedBlock({
  name: 'purchaseConfirmation',
  title: 'Purchase confirmation',
  introMax: 400,
  fields: [
    radioField('partnerNotify', 'Tell a partner product', PARTNER_NOTIFY_CHOICES, {
      description:
        'No longer needed: the userbase tells Budgeto of every sale of its products itself. Kept so older pages stay valid.',
      initialValue: 'none',
      required: false,
    }),
  ],
  preview: headingPreview('Purchase confirmation'),
});
