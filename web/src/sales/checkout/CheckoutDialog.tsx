'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useRef, useState, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { useForm, useWatch, type FieldError, type Resolver } from 'react-hook-form';
import { Modal } from '@/components/dialogs/Modal';
import frame from '@/components/dialogs/Modal.module.css';
import { fieldOf, type FieldOf } from '@/components/form/FormParts';
import { getCookie } from '@/engine/cookies';
import { useGlobalStore } from '@/engine/stores/global';
import { beginAttempt, finishAttempt, pendingAttempt } from './attempt';
import { botCheckToken } from './bot-check';
import { buy, createBuyClient, type BuyBody, type BuyOutcome } from './buy-client';
import { cardBrand, cvcLength, digitsOf, formatCardNumber } from './card-rules';
import styles from './Checkout.module.css';
import { fill, type CheckoutTextName, type CheckoutTexts } from './checkout-texts';
import { formatMoney } from '../pricing/money';
import { EMPTY_PAYMENT, PAYMENT_LIMITS, paymentSchema, type PaymentValues } from './payment-validation';
import { startPaypal, type PaypalStart } from './paypal';
import { countryOptions, regionsOf } from './regions';
import type { CheckoutSettings, PackageView } from './types';

/** What the checkout does outside itself; tests replace it. */
export interface CheckoutServices {
  /** Sends one payment attempt (the serialised body) under its idempotency key. */
  buy(body: string, key: string): Promise<BuyOutcome>;
  /** Creates a PayPal subscription and gives the address where the buyer approves it. */
  paypal(start: PaypalStart): Promise<string>;
  /** A bot-check token for a payment (asked only when the page uses the check). */
  botCheck(): Promise<string>;
  /** Leaves for another page (the thank-you page, PayPal's approval page). */
  navigate(url: string): void;
  /** The affiliate transaction id the visitor arrived with, if any. */
  eftid(): string | null;
}

export function defaultServices(settings: CheckoutSettings): CheckoutServices {
  const userbase = createBuyClient(settings.userbase);
  const paypal = createBuyClient(settings.paypal);
  return {
    buy: (body, key) => buy(userbase, body, key),
    paypal: (start) => startPaypal(paypal, start),
    botCheck: () => botCheckToken({ ...settings.botCheck!, version: 3 }, 'buy'),
    navigate: (url) => window.location.assign(url),
    eftid: () => getCookie('eftid'),
  };
}

/** The site's support page in the page's language. */
export function supportHref(locale: string): string {
  return locale === 'en' ? '/company/support/' : `/${locale}/company/support/`;
}

/** "per year", "per month" or "every N months", with the amount. */
export function termPrice(texts: CheckoutTexts, amount: string, months: number): string {
  if (months === 12) return fill(texts.perYear, { amount });
  if (months === 1) return fill(texts.perMonth, { amount });
  return fill(texts.perMonths, { amount, months });
}

export function usersLabel(texts: CheckoutTexts, users: number, locale: string): string {
  const one = new Intl.PluralRules(locale).select(users) === 'one';
  return fill(one ? texts.usersOne : texts.usersOther, { count: users });
}

type Status = 'idle' | 'paying' | 'paypal' | 'leaving';

/**
 * The form field a refusal of the payment service names ("card.number: fails the check"), and the
 * words for it in the page's language: the service's own explanation is in English.
 */
const FIELD_OF_SERVER: Record<string, [keyof PaymentValues, CheckoutTextName]> = {
  'card.number': ['cardNumber', 'cardNumberInvalid'],
  'card.cvc': ['cvc', 'cvcInvalid'],
  'card.expMonth': ['expMonth', 'expMonthInvalid'],
  'card.expYear': ['expYear', 'expYearInvalid'],
  email: ['email', 'emailInvalid'],
  firstName: ['firstName', 'firstNameRequired'],
  lastName: ['lastName', 'lastNameRequired'],
  phone: ['phone', 'phoneInvalid'],
  country: ['country', 'countryRequired'],
  state: ['state', 'stateRequired'],
};

/**
 * The payment dialog for one package: pay by card (checked field by field on blur and on submit,
 * each problem written under its field, nothing typed ever cleared) or with PayPal. While a
 * payment runs the dialog cannot be closed, a second submit is ignored and the buyer is asked to
 * wait. Each outcome leads on: the thank-you page, the error dialog (licence exists, payment not
 * received, service error) or a message beside the form (details refused, bot check).
 */
export function CheckoutDialog({
  settings,
  pkg,
  texts,
  onClose,
  services: givenServices,
  now,
}: {
  settings: CheckoutSettings;
  pkg: PackageView;
  texts: CheckoutTexts;
  onClose: () => void;
  services?: CheckoutServices;
  /** The clock the expiry is checked against (tests fix it). */
  now?: () => Date;
}) {
  const { locale } = settings;
  const services = useMemo(() => givenServices ?? defaultServices(settings), [givenServices, settings]);
  const schema = useMemo(() => paymentSchema(texts, now), [texts, now]);
  const form = useForm<PaymentValues>({
    resolver: zodResolver(schema) as Resolver<PaymentValues>,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_PAYMENT,
  });
  const { register, control, setValue, setError, getValues } = form;
  const errors = form.formState.errors;
  const [status, setStatus] = useState<Status>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  // The ref answers at once, before React has re-rendered: a double click sends one payment.
  const running = useRef(false);
  const [resuming] = useState(() => pendingAttempt()?.packageToken === pkg.token);
  const id = useId();
  const titleId = `${id}-title`;

  const amount = formatMoney(pkg.total, pkg.currencyCode, locale);
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
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const country = useWatch({ control, name: 'country' });
  const brand = cardBrand(cardNumber);
  const regions = regionsOf(country);
  const busy = status !== 'idle';

  const openError = (message: string, action: { label: string; href: string | null }) => {
    setFormError(message);
    useGlobalStore.getState().setError(message, action);
  };

  const settle = (outcome: BuyOutcome, values: PaymentValues) => {
    switch (outcome.kind) {
      case 'paid': {
        setStatus('leaving');
        const query = new URLSearchParams({ orderId: outcome.orderId, variant: settings.variantId });
        services.navigate(`${settings.thankYouPath}?${query.toString()}`);
        return;
      }
      case 'licenseExist':
        openError(fill(texts.licenseExist, { emailId: outcome.emailId || values.email.trim() }), {
          label: texts.logIn,
          href: settings.loginHref,
        });
        break;
      case 'paymentNotReceived':
        openError(texts.paymentNotReceived, { label: texts.tryAgain, href: null });
        break;
      case 'buyAPIError':
        openError(texts.buyAPIError, { label: texts.contactSupport, href: supportHref(locale) });
        break;
      case 'botCheckFailed':
        setFormError(texts.botCheckFailed);
        break;
      case 'badRequest': {
        const [field = '', ...rest] = outcome.message.split(':');
        const mapped = Object.hasOwn(FIELD_OF_SERVER, field.trim()) ? FIELD_OF_SERVER[field.trim()] : undefined;
        if (mapped) {
          const expired = field.trim().startsWith('card.exp') && /expired/i.test(rest.join(':'));
          setError(mapped[0], { type: 'server', message: expired ? texts.expired : texts[mapped[1]] });
        }
        setFormError(texts.badRequest);
        break;
      }
    }
    setStatus('idle');
  };

  const pay = async (values: PaymentValues) => {
    if (running.current) return;
    running.current = true;
    setStatus('paying');
    setFormError(null);
    try {
      const eftid = services.eftid();
      const body: BuyBody = {
        package: pkg.token,
        email: values.email.trim(),
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        phone: values.phone.trim(),
        country: values.country,
        ...(regionsOf(values.country) ? { state: values.state } : {}),
        card: {
          number: digitsOf(values.cardNumber),
          cvc: values.cvc.trim(),
          expMonth: values.expMonth.trim(),
          expYear: values.expYear.trim(),
        },
        language: locale,
        ...(settings.variantId ? { variantId: settings.variantId } : {}),
        ...(eftid ? { eftid } : {}),
      };
      let captchaToken: string | undefined;
      if (settings.botCheck) {
        try {
          captchaToken = await services.botCheck();
        } catch {
          // Nothing was sent: the buyer may simply pay again.
          setFormError(texts.checkUnavailable);
          setStatus('idle');
          return;
        }
      }
      // The attempt is recognised by what the buyer sends, not by the single-use bot-check token.
      const attempt = await beginAttempt(JSON.stringify(body), pkg.token);
      const outcome = await services.buy(
        JSON.stringify({ ...body, ...(captchaToken ? { captchaToken } : {}) }),
        attempt.key,
      );
      // No answer at all leaves the attempt open: paying again with the same details re-sends
      // the same key, so a payment that did go through is not made twice.
      if (outcome.kind !== 'buyAPIError' || outcome.answered) finishAttempt();
      settle(outcome, values);
    } finally {
      running.current = false;
    }
  };

  const payWithPaypal = async () => {
    if (running.current) return;
    running.current = true;
    setStatus('paypal');
    setFormError(null);
    try {
      const email = getValues('email').trim();
      const returnUrl = new URL(
        `${settings.thankYouPath}?${new URLSearchParams({ variant: settings.variantId }).toString()}`,
        window.location.href,
      ).toString();
      const approve = await services.paypal({
        planId: pkg.token,
        ...(/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? { email } : {}),
        returnUrl,
        cancelUrl: window.location.href,
      });
      setStatus('leaving');
      services.navigate(approve);
    } catch {
      openError(texts.buyAPIError, { label: texts.contactSupport, href: supportHref(locale) });
      setStatus('idle');
    } finally {
      running.current = false;
    }
  };

  const field = (name: keyof PaymentValues) => fieldOf(id, name, (errors[name] as FieldError | undefined)?.message);

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
  const countryField = register('country');

  const f = {
    cardNumber: field('cardNumber'),
    cvc: field('cvc'),
    expMonth: field('expMonth'),
    expYear: field('expYear'),
    country: field('country'),
    state: field('state'),
    email: field('email'),
    firstName: field('firstName'),
    lastName: field('lastName'),
    phone: field('phone'),
  };

  /** A text field of the form: its label, its input registered under its name, its problem. */
  const textField = (
    name: 'expMonth' | 'expYear' | 'firstName' | 'lastName' | 'email' | 'phone',
    label: string,
    input: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength'>,
    options?: Parameters<typeof register>[1],
  ) => (
    <Field field={f[name]} label={label}>
      <input
        id={f[name].id}
        className={`input ${styles.input}`}
        type="text"
        {...input}
        {...f[name].aria}
        {...register(name, options)}
      />
    </Field>
  );

  return (
    <Modal
      open
      onDismiss={onClose}
      locked={busy}
      className={`${frame.frame} ${frame.checkout} modal checkout-dialog`}
      bodyClassName={frame.body}
      aria-labelledby={titleId}
    >
      <header className={frame.head}>
        <div>
          <h2 id={titleId} className={frame.title}>
            {pkg.name}
          </h2>
          <p className={styles.summary}>
            <span>{usersLabel(texts, pkg.users, locale)}</span>
            <span aria-hidden="true"> · </span>
            <strong>{termPrice(texts, amount, pkg.months)}</strong>
          </p>
        </div>
        <button type="button" className={frame.close} aria-label={texts.close} onClick={onClose} disabled={busy}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </header>

      {resuming ? <p className={`notice ${styles.wait}`}>{texts.resumeNotice}</p> : null}

      <form className={styles.form} noValidate onSubmit={(event) => form.handleSubmit(pay)(event)} aria-busy={busy}>
        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>{texts.cardSection}</legend>
          <Field field={f.cardNumber} label={texts.cardNumber}>
            <div className={styles.cardNumber}>
              <input
                id={f.cardNumber.id}
                className={`input ${styles.input}`}
                type="text"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={23}
                placeholder="1234 5678 9012 3456"
                {...f.cardNumber.aria}
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
            {textField('expMonth', texts.expMonth, {
              inputMode: 'numeric',
              autoComplete: 'cc-exp-month',
              maxLength: 2,
            })}
            {textField(
              'expYear',
              texts.expYear,
              { inputMode: 'numeric', autoComplete: 'cc-exp-year', maxLength: 4 },
              { deps: ['expMonth'] },
            )}
            <Field field={f.cvc} label={texts.cvc}>
              <input
                id={f.cvc.id}
                className={`input ${styles.input}`}
                type="text"
                inputMode="numeric"
                autoComplete="cc-csc"
                placeholder={'•'.repeat(cvcLength(cardNumber))}
                maxLength={cvcLength(cardNumber)}
                {...f.cvc.aria}
                {...register('cvc')}
              />
            </Field>
          </div>
          <div className={styles.row2}>
            {textField('firstName', texts.firstName, { autoComplete: 'cc-given-name', maxLength: PAYMENT_LIMITS.name })}
            {textField('lastName', texts.lastName, { autoComplete: 'cc-family-name', maxLength: PAYMENT_LIMITS.name })}
          </div>
        </fieldset>

        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>{texts.billingSection}</legend>
          <div className={styles.row2}>
            <Field field={f.country} label={texts.country}>
              <select
                id={f.country.id}
                className={`input ${styles.input} ${styles.select}`}
                autoComplete="country"
                {...f.country.aria}
                {...countryField}
                onChange={(event) => {
                  setValue('state', '');
                  return countryField.onChange(event);
                }}
              >
                <option value="">{texts.chooseCountry}</option>
                {countries}
              </select>
            </Field>
            {regions ? (
              <Field field={f.state} label={texts.state}>
                <select
                  id={f.state.id}
                  className={`input ${styles.input} ${styles.select}`}
                  autoComplete="address-level1"
                  {...f.state.aria}
                  {...register('state')}
                >
                  <option value="">{texts.chooseState}</option>
                  {regions.map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
          </div>
        </fieldset>

        <fieldset className={styles.group} disabled={busy}>
          <legend className={styles.legend}>{texts.contactSection}</legend>
          <div className={styles.row2}>
            {textField('email', texts.email, {
              type: 'email',
              inputMode: 'email',
              autoComplete: 'email',
              maxLength: PAYMENT_LIMITS.email,
            })}
            {textField('phone', texts.phone, { type: 'tel', autoComplete: 'tel', maxLength: PAYMENT_LIMITS.phone })}
          </div>
        </fieldset>

        <p role="status" aria-live="polite" className={busy ? `notice ${styles.wait}` : styles.empty}>
          {status === 'paying' || status === 'leaving'
            ? texts.waitNotice
            : status === 'paypal'
              ? texts.payPalBusy
              : null}
        </p>
        <p role="alert" className={formError ? `notice notice-danger ${styles.notice}` : styles.empty}>
          {formError}
        </p>

        <button
          type="submit"
          className={`button button-primary ${styles.pay}`}
          disabled={busy}
          aria-busy={status === 'paying'}
          // A mouse press does not move the focus: the blur check of the field left would write its
          // problem under it and move the button away before the release, losing the click.
          onMouseDown={(event) => event.preventDefault()}
        >
          {status === 'paying' || status === 'leaving' ? texts.paying : fill(texts.pay, { amount })}
        </button>
      </form>

      <div className={styles.or}>
        <span>{texts.or}</span>
      </div>
      <button type="button" className={`button ${styles.paypal}`} disabled={busy} onClick={payWithPaypal}>
        {status === 'paypal' ? texts.payPalBusy : texts.payPal}
      </button>

      <p className={styles.fine}>{texts.secureNote}</p>
      {settings.botCheck ? <BotNotice texts={texts} /> : null}
    </Modal>
  );
}

function Field({ field, label, children }: { field: FieldOf; label: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={field.id} className={styles.label}>
        {label}
      </label>
      {children}
      {field.problem ? (
        <p id={field.errorId} className={styles.error}>
          {field.problem}
        </p>
      ) : null}
    </div>
  );
}

/** The bot check's required notice, shown because its badge is hidden; its two links named. */
function BotNotice({ texts }: { texts: CheckoutTexts }) {
  const parts = texts.botNotice.split(/(\{privacy\}|\{terms\})/);
  return (
    <p className={styles.fine}>
      {parts.map((part, i) =>
        part === '{privacy}' ? (
          <a key={i} href="https://policies.google.com/privacy" target="_blank" rel="noopener noreferrer">
            {texts.privacyPolicy}
          </a>
        ) : part === '{terms}' ? (
          <a key={i} href="https://policies.google.com/terms" target="_blank" rel="noopener noreferrer">
            {texts.termsOfService}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}
