import { CONTACT_DETAILS_TEXTS, CONTACT_FORM_TEXTS } from './contact-form/contact-form-texts';
import { FEEDBACK_TEXTS } from './feedback-form/feedback-form-texts';
import type { FormTextSpec } from './shared/form/form-texts';

/** The paths of a form's texts, each a field of the object `field` (as the block's schema builds them). */
const textPaths = (field: string, texts: readonly FormTextSpec[]) => texts.map(([name]) => `${field}.${name}`);

/**
 * The fields of each block that are shown as text and read by nothing else: the only block fields
 * that may carry draft mode's invisible edit markers (see web/src/content/stega.ts). Addresses, choices,
 * keywords and keys are never listed. Paths as in the block, array items as `[]`.
 */
export const BLOCK_VISIBLE_TEXT: Readonly<Record<string, readonly string[]>> = {
  hero: ['headline', 'text', 'points[]', 'cta.label', 'claims'],
  templateGrid: ['heading', 'text'],
  faq: ['heading', 'text', 'items[].question', 'items[].answer'],
  richText: ['heading', 'body[].children[].text'],
  video: ['heading', 'text', 'playLabel', 'title'],
  downloadButtons: [
    'heading',
    'text',
    'platforms[].label',
    'dialog.nextSteps',
    'dialog.fileLinkLabel',
    'dialog.webappLabel',
  ],
  pricingTable: ['heading', 'text', 'buttonLabel'],
  claims: ['heading', 'items[].label'],
  featureGrid: ['heading', 'text', 'items[].title', 'items[].text', 'items[].link.label'],
  testimonials: [
    'heading',
    'rating.label',
    'rating.count',
    'quotes[].text',
    'quotes[].name',
    'quotes[].role',
    'quotes[].company',
  ],
  trustStrip: ['items[].text'],
  ctaBand: ['heading', 'text', 'cta.label', 'claims'],
  newsList: ['heading', 'text', 'englishNotice'],
  postList: ['heading', 'text'],
  templateCatalogue: ['heading', 'text'],
  contactForm: [
    'heading',
    'text',
    ...textPaths('form', CONTACT_FORM_TEXTS),
    ...textPaths('details', CONTACT_DETAILS_TEXTS),
  ],
  supportChat: ['heading', 'text'],
  purchaseConfirmation: ['heading', 'text'],
  affiliateOrder: ['heading', 'text'],
  feedbackForm: ['heading', 'text', 'reasons[].label', ...textPaths('form', FEEDBACK_TEXTS)],
};

/** The same, as paths of a page document's `sections` array. */
export const SECTIONS_VISIBLE_TEXT: readonly string[] = [
  ...new Set(Object.values(BLOCK_VISIBLE_TEXT).flatMap((paths) => paths.map((path) => `sections[].${path}`))),
];
