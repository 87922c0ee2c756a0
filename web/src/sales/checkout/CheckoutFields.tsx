'use client';

import { useMemo, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useWatch, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Field, type FieldOf } from '@/components/form/FormParts';
import { cardBrand, cvcLength, digitsOf, formatCardNumber } from './card-rules';
import styles from './Checkout.module.css';
import { fill, type CheckoutTexts } from './checkout-texts';
import { PAYMENT_LIMITS, type PaymentValues } from './payment-validation';
import { countryOptions, regionsOf } from './regions';

/*
 * The payment form's three sections (card, billing address, contact), each a fieldset of the form
 * kit's fields (components/form): the label over the control, the problem under it. The checkout's
 * rows line their fields up (Checkout.module.css); everything typed stays, whatever happens.
 */

/** What every section of the payment form gets from the dialog. */
export interface FieldSectionProps {
  form: UseFormReturn<PaymentValues>;
  /** The ids, ARIA attributes and problem of one field. */
  field: (name: keyof PaymentValues) => FieldOf;
  texts: CheckoutTexts;
  /** While a payment runs, the sections are disabled. */
  busy: boolean;
}

type TextFieldName = 'expMonth' | 'expYear' | 'cvc' | 'firstName' | 'lastName' | 'email' | 'phone';

/**
 * A text field of the form: its label, its input registered under its name, its problem. Called,
 * not rendered as a component, so each section registers its fields in the form's order as it
 * renders (react-hook-form focuses the first invalid field in the order of registration).
 */
function textField({
  form,
  field,
  name,
  label,
  input,
  options,
}: Pick<FieldSectionProps, 'form' | 'field'> & {
  name: TextFieldName;
  label: string;
  input: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'placeholder'
  >;
  options?: RegisterOptions<PaymentValues, TextFieldName>;
}) {
  const f = field(name);
  return (
    <Field field={f} label={label} className={styles.field}>
      <input
        id={f.id}
        className={`input ${styles.input}`}
        type="text"
        {...input}
        {...f.aria}
        {...form.register(name, options)}
      />
    </Field>
  );
}

/** The card: its number (grouped as it is typed, its brand named beside it), expiry, code and holder. */
export function CardSection({ form, field, texts, busy }: FieldSectionProps) {
  const { control, register } = form;
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const brand = cardBrand(cardNumber);
  const number = field('cardNumber');

  const cardField = register('cardNumber');
  const onCardNumber = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const caret = input.selectionStart ?? input.value.length;
    const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
    const formatted = formatCardNumber(input.value);
    input.value = formatted;
    // The caret stays after the same digit, whatever spaces the grouping added or removed.
    let position = 0;
    for (let seen = 0; position < formatted.length && seen < digitsBefore; position++) {
      if (/\d/.test(formatted[position]!)) seen++;
    }
    if (document.activeElement === input) input.setSelectionRange(position, position);
    return cardField.onChange(event);
  };

  return (
    <fieldset className={styles.group} disabled={busy}>
      <legend className={styles.legend}>{texts.cardSection}</legend>
      <Field field={number} label={texts.cardNumber} className={styles.field}>
        <div className={styles.cardNumber}>
          <input
            id={number.id}
            className={`input ${styles.input}`}
            type="text"
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            placeholder="1234 5678 9012 3456"
            {...number.aria}
            {...cardField}
            onChange={onCardNumber}
          />
          <span className={styles.brand} data-brand={brand?.type ?? ''} aria-live="polite">
            {brand ? <span className="visually-hidden">{fill(texts.cardBrand, { brand: brand.name })}</span> : null}
            <span aria-hidden="true">{brand?.name ?? ''}</span>
          </span>
        </div>
      </Field>
      <div className={styles.row3}>
        {textField({
          form,
          field,
          name: 'expMonth',
          label: texts.expMonth,
          input: { inputMode: 'numeric', autoComplete: 'cc-exp-month', maxLength: 2 },
        })}
        {textField({
          form,
          field,
          name: 'expYear',
          label: texts.expYear,
          input: { inputMode: 'numeric', autoComplete: 'cc-exp-year', maxLength: 4 },
          options: { deps: ['expMonth'] },
        })}
        {textField({
          form,
          field,
          name: 'cvc',
          label: texts.cvc,
          input: {
            inputMode: 'numeric',
            autoComplete: 'cc-csc',
            placeholder: '•'.repeat(cvcLength(cardNumber)),
            maxLength: cvcLength(cardNumber),
          },
        })}
      </div>
      {/* The two names as one group, "Name on card", for those who hear the form rather than see it. */}
      <div className={styles.row2} role="group" aria-label={texts.nameOnCard}>
        {textField({
          form,
          field,
          name: 'firstName',
          label: texts.firstName,
          input: { autoComplete: 'cc-given-name', maxLength: PAYMENT_LIMITS.name },
        })}
        {textField({
          form,
          field,
          name: 'lastName',
          label: texts.lastName,
          input: { autoComplete: 'cc-family-name', maxLength: PAYMENT_LIMITS.name },
        })}
      </div>
    </fieldset>
  );
}

/** A list field of the form: its label, its select (a first, empty choice, then `options`), its problem. */
function selectField({
  field,
  label,
  autoComplete,
  registration,
  choose,
  options,
}: {
  field: FieldOf;
  label: string;
  autoComplete: string;
  registration: UseFormRegisterReturn;
  /** The empty choice's text, e.g. "Choose a country". */
  choose: string;
  options: ReactNode;
}) {
  return (
    <Field field={field} label={label} className={styles.field}>
      <select
        id={field.id}
        className={`input ${styles.input} ${styles.select}`}
        autoComplete={autoComplete}
        {...field.aria}
        {...registration}
      >
        <option value="">{choose}</option>
        {options}
      </select>
    </Field>
  );
}

/** The billing address: the country, named in the page's language, and its state where it has them. */
export function BillingSection({ form, field, texts, busy, locale }: FieldSectionProps & { locale: string }) {
  const { control, register, setValue } = form;
  const country = useWatch({ control, name: 'country' });
  const regions = regionsOf(country);
  const countryField = register('country');
  const countryOf = field('country');
  const state = field('state');
  // The ~250 countries, named in the page's language, built once: the form re-renders as the buyer types.
  const countries = useMemo(
    () =>
      countryOptions(locale).map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      )),
    [locale],
  );

  return (
    <fieldset className={styles.group} disabled={busy}>
      <legend className={styles.legend}>{texts.billingSection}</legend>
      <div className={styles.row2}>
        {selectField({
          field: countryOf,
          label: texts.country,
          autoComplete: 'country',
          registration: {
            ...countryField,
            onChange: (event) => {
              setValue('state', '');
              return countryField.onChange(event);
            },
          },
          choose: texts.chooseCountry,
          options: countries,
        })}
        {regions
          ? selectField({
              field: state,
              label: texts.state,
              autoComplete: 'address-level1',
              registration: register('state'),
              choose: texts.chooseState,
              options: regions.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              )),
            })
          : null}
      </div>
    </fieldset>
  );
}

/** How to reach the buyer: e-mail and phone. */
export function ContactSection({ form, field, texts, busy }: FieldSectionProps) {
  return (
    <fieldset className={styles.group} disabled={busy}>
      <legend className={styles.legend}>{texts.contactSection}</legend>
      <div className={styles.row2}>
        {textField({
          form,
          field,
          name: 'email',
          label: texts.email,
          input: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: PAYMENT_LIMITS.email },
        })}
        {textField({
          form,
          field,
          name: 'phone',
          label: texts.phone,
          input: { type: 'tel', autoComplete: 'tel', maxLength: PAYMENT_LIMITS.phone },
        })}
      </div>
    </fieldset>
  );
}
