import { z } from 'zod/mini';
import {
  cardNumberProblem,
  cvcProblem,
  digitsOf,
  expiryProblem,
  expMonthProblem,
  expYearProblem,
  type CardProblem,
} from './card-rules';
import type { CheckoutTexts } from './checkout-texts';
import { regionsOf } from './regions';

export interface PaymentValues {
  cardNumber: string;
  cvc: string;
  expMonth: string;
  expYear: string;
  country: string;
  state: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export const EMPTY_PAYMENT: PaymentValues = {
  cardNumber: '',
  cvc: '',
  expMonth: '',
  expYear: '',
  country: '',
  state: '',
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
};

/** The lengths the fields stop at (the payment service refuses more). */
export const PAYMENT_LIMITS = { name: 60, email: 254, phone: 30 } as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{6,30}$/;
const CONTROL = /\p{Cc}/u;

/** The problem in `values`, field by field, in the page's own words; empty when it can be paid. */
export function paymentProblems(
  values: PaymentValues,
  texts: CheckoutTexts,
  now: Date = new Date(),
): Partial<Record<keyof PaymentValues, string>> {
  const out: Partial<Record<keyof PaymentValues, string>> = {};
  const say = (field: keyof PaymentValues, problem: CardProblem | null, words: Record<CardProblem, string>) => {
    if (problem) out[field] = words[problem];
  };
  const numberWords = { required: texts.cardNumberRequired, invalid: texts.cardNumberInvalid, expired: '' };
  say('cardNumber', cardNumberProblem(values.cardNumber), numberWords);
  const cvcWords = { required: texts.cvcRequired, invalid: texts.cvcInvalid, expired: '' };
  say('cvc', cvcProblem(values.cvc, digitsOf(values.cardNumber)), cvcWords);
  const month = expMonthProblem(values.expMonth);
  say('expMonth', month, { required: texts.expMonthInvalid, invalid: texts.expMonthInvalid, expired: '' });
  const year = expYearProblem(values.expYear, now);
  say('expYear', year, { required: texts.expYearInvalid, invalid: texts.expYearInvalid, expired: texts.expired });
  if (!month && !year && expiryProblem(values.expMonth, values.expYear, now)) out.expMonth = texts.expired;

  if (!values.country) out.country = texts.countryRequired;
  else if (regionsOf(values.country) && !regionsOf(values.country)!.some(([code]) => code === values.state)) {
    out.state = texts.stateRequired;
  }
  const email = values.email.trim();
  if (!email) out.email = texts.emailRequired;
  else if (!EMAIL.test(email) || email.length > PAYMENT_LIMITS.email) out.email = texts.emailInvalid;
  const first = values.firstName.trim();
  if (!first || CONTROL.test(first) || first.length > PAYMENT_LIMITS.name) out.firstName = texts.firstNameRequired;
  const last = values.lastName.trim();
  if (!last || CONTROL.test(last) || last.length > PAYMENT_LIMITS.name) out.lastName = texts.lastNameRequired;
  if (!PHONE.test(values.phone.trim()) || digitsOf(values.phone).length < 6) out.phone = texts.phoneInvalid;
  return out;
}

/** The form's schema: the same rules, reported to react-hook-form field by field. */
export function paymentSchema(texts: CheckoutTexts, now: () => Date = () => new Date()) {
  const text = z.string();
  return z
    .object({
      cardNumber: text,
      cvc: text,
      expMonth: text,
      expYear: text,
      country: text,
      state: text,
      email: text,
      firstName: text,
      lastName: text,
      phone: text,
    })
    .check(
      z.superRefine((values, ctx) => {
        for (const [field, message] of Object.entries(paymentProblems(values, texts, now()))) {
          ctx.addIssue({ code: 'custom', message, path: [field], input: values });
        }
      }),
    );
}
