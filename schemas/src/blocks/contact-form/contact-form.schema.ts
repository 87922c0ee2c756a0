import { missingText } from '../shared/form/form-texts';
import { formTextsField } from '../shared/form/form-texts.schema';
import { headedBlock, headingPreview } from '../shared/block.schema';
import { CONTACT_DETAILS_TEXTS, CONTACT_FORM_TEXTS, type ContactFormTextName } from './contact-form-texts';

interface ContactFormValue {
  form?: Partial<Record<ContactFormTextName, string | null>> | null;
  details?: Partial<Record<(typeof CONTACT_DETAILS_TEXTS)[number][0], string | null>> | null;
}

/**
 * A form whose label, message or button text is missing would show a visitor an empty line where
 * words belong, or fail silently: every one of the form's texts and of the details' titles is needed.
 */
export function contactFormProblem(value: ContactFormValue | undefined): string | null {
  const missingForm = missingText(CONTACT_FORM_TEXTS, value?.form);
  if (missingForm) return `Write the form’s “${missingForm[1]}” text.`;
  const missingDetail = missingText(CONTACT_DETAILS_TEXTS, value?.details);
  if (missingDetail) return `Write the contact details’ “${missingDetail[1]}” text.`;
  return null;
}

/**
 * The contact form: a visitor's name, address, subject and message, sent to the support desk;
 * beside it the company's postal address, customer service phone and support e-mail from the
 * site settings. Every word of the form is the document's, in its language.
 */
export const contactForm = headedBlock({
  name: 'contactForm',
  title: 'Contact form',
  introMax: 300,
  fields: [
    formTextsField('form', 'Form texts', CONTACT_FORM_TEXTS),
    formTextsField('details', 'Contact details', CONTACT_DETAILS_TEXTS, {
      description: 'The company name, postal address, phone and support e-mail come from the site settings.',
    }),
  ],
  preview: headingPreview('Contact form'),
});
