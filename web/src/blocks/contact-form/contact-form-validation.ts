import { z } from 'zod';
import { multiLine, oneLine } from '@/components/form/form-values';
import type { ContactFormTextName } from '@paperwise/schemas/blocks/contact-form/contact-form-texts';

/** The lengths the support desk accepts; the fields stop the visitor at the caps. */
export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, messageMax: 5000 } as const;

export type ContactTexts = Record<ContactFormTextName, string>;

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * The form's rules, with the page's own words for each problem. The caps are the fields' maxLength,
 * so a visitor cannot type past them; they are checked here too, for a pasted or scripted value.
 */
export function contactSchema(texts: ContactTexts) {
  const { name, email, subject, messageMin, messageMax } = CONTACT_FIELD_LIMITS;
  return z.object({
    name: z.string().trim().min(1, texts.nameRequired).max(name, texts.nameRequired),
    email: z
      .string()
      .trim()
      .min(1, texts.emailRequired)
      .max(email, texts.emailInvalid)
      .pipe(z.email(texts.emailInvalid)),
    subject: z.string().trim().max(subject),
    message: z
      .string()
      .trim()
      .min(1, texts.messageRequired)
      .min(messageMin, texts.messageTooShort)
      .max(messageMax, texts.messageTooShort),
  });
}

/** The request body the support desk takes, from the form's values. */
export function contactPayload(values: ContactValues, language: string, page: string) {
  const subject = oneLine(values.subject);
  return {
    name: oneLine(values.name),
    email: oneLine(values.email),
    ...(subject ? { subject } : {}),
    message: multiLine(values.message),
    language,
    page,
  };
}
