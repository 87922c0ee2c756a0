/**
 * The fields of each block that are shown as text and read by nothing else: the only block fields
 * that may carry draft mode's invisible edit markers (see content/stega.ts). Addresses, choices,
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
    'form.nameLabel',
    'form.emailLabel',
    'form.subjectLabel',
    'form.messageLabel',
    'form.nameRequired',
    'form.emailRequired',
    'form.emailInvalid',
    'form.messageRequired',
    'form.messageTooShort',
    'form.submitLabel',
    'form.sendingLabel',
    'form.successMessage',
    'form.failureMessage',
    'details.heading',
    'details.phoneLabel',
    'details.emailLabel',
  ],
};

/** The same, as paths of a page document's `sections` array. */
export const SECTIONS_VISIBLE_TEXT: readonly string[] = [
  ...new Set(Object.values(BLOCK_VISIBLE_TEXT).flatMap((paths) => paths.map((path) => `sections[].${path}`))),
];
