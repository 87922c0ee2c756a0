// The contact form's texts as a list, without Sanity: the schema builds its fields from it and the
// site's component checks a document against it (the site never bundles the studio's library).

/** The form's words, each written by the page's language; [field, studio title, length cap]. */
export const CONTACT_FORM_TEXTS = [
  ['nameLabel', 'Label: name', 60],
  ['emailLabel', 'Label: e-mail address', 60],
  ['subjectLabel', 'Label: subject (say that it may be left empty)', 60],
  ['messageLabel', 'Label: message', 60],
  ['nameRequired', 'Message: no name', 120],
  ['emailRequired', 'Message: no e-mail address', 120],
  ['emailInvalid', 'Message: not an e-mail address', 120],
  ['messageRequired', 'Message: no message', 120],
  ['messageTooShort', 'Message: message under 10 characters', 120],
  ['submitLabel', 'Button', 40],
  ['sendingLabel', 'Button while sending', 40],
  ['successMessage', 'Shown once the message is sent', 300],
  ['failureMessage', 'Shown when the message could not be sent (what was typed stays)', 300],
] as const;

export type ContactFormTextName = (typeof CONTACT_FORM_TEXTS)[number][0];

/** The titles of the contact details beside the form; the details themselves are site settings. */
export const CONTACT_DETAILS_TEXTS = [
  ['heading', 'Heading over the contact details', 80],
  ['phoneLabel', 'Label: customer service phone', 60],
  ['emailLabel', 'Label: support e-mail', 60],
] as const;
