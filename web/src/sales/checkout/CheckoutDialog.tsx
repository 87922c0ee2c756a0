'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { Modal } from '@/components/dialogs/Modal';
import { fieldOf } from '@/components/form/FormParts';
import { formatMoney } from '../pricing/money';
import { BillingSection, CardSection, ContactSection } from './CheckoutFields';
import styles from './Checkout.module.css';
import { fill, type CheckoutTexts } from './checkout-texts';
import { EMPTY_PAYMENT, paymentSchema, type PaymentValues } from './payment-validation';
import type { CheckoutSettings, PackageView } from './types';
import { useCheckoutPayment, type CheckoutServices } from './use-checkout-payment';

export type { CheckoutServices } from './use-checkout-payment';

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

/**
 * The payment dialog for one package: pay by card (checked field by field on blur and on submit,
 * each problem written under its field, nothing typed ever cleared) or with PayPal. While a
 * payment runs the dialog cannot be closed, a second submit is ignored and the buyer is asked to
 * wait. Each outcome leads on: the thank-you page, the error dialog (licence exists, payment not
 * received, service error) or a message beside the form (details refused, bot check).
 *
 * The payment itself is useCheckoutPayment (use-checkout-payment.ts); the fields are the sections
 * of CheckoutFields.tsx, built from the form kit; the frame is the site's modal.
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
  const schema = useMemo(() => paymentSchema(texts, now), [texts, now]);
  const form = useForm<PaymentValues>({
    resolver: zodResolver(schema) as Resolver<PaymentValues>,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: EMPTY_PAYMENT,
  });
  const { status, busy, formError, resuming, pay, payWithPaypal } = useCheckoutPayment({
    settings,
    pkg,
    texts,
    services: givenServices,
    setError: form.setError,
  });
  const id = useId();
  const titleId = `${id}-title`;
  const amount = formatMoney(pkg.total, pkg.currencyCode, locale);

  const errors = form.formState.errors;
  const field = (name: keyof PaymentValues) => fieldOf(id, name, (errors[name] as FieldError | undefined)?.message);
  // react-hook-form focuses the first invalid field in the order the fields were first registered:
  // the card number and the country, then each section's fields as it renders them.
  form.register('cardNumber');
  form.register('country');
  const sections = { form, field, texts, busy };

  return (
    <Modal
      open
      onDismiss={onClose}
      locked={busy}
      className="modal-frame modal-checkout modal checkout-dialog"
      bodyClassName="modal-body"
      aria-labelledby={titleId}
    >
      <header className="modal-head">
        <div>
          <h2 id={titleId} className="modal-title">
            {pkg.name}
          </h2>
          <p className={styles.summary}>
            <span>{usersLabel(texts, pkg.users, locale)}</span>
            <span aria-hidden="true"> · </span>
            <strong>{termPrice(texts, amount, pkg.months)}</strong>
          </p>
        </div>
        <button type="button" className="modal-close" aria-label={texts.close} onClick={onClose} disabled={busy}>
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M5 5l10 10M15 5 5 15" />
          </svg>
        </button>
      </header>

      {resuming ? <p className={`notice ${styles.wait}`}>{texts.resumeNotice}</p> : null}

      <form className={styles.form} noValidate onSubmit={(event) => form.handleSubmit(pay)(event)} aria-busy={busy}>
        <CardSection {...sections} />
        <BillingSection {...sections} locale={locale} />
        <ContactSection {...sections} />

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
      <button
        type="button"
        className={`button ${styles.paypal}`}
        disabled={busy}
        onClick={() => payWithPaypal(form.getValues('email'))}
      >
        {status === 'paypal' ? texts.payPalBusy : texts.payPal}
      </button>

      <p className={styles.fine}>{texts.secureNote}</p>
      {settings.botCheck ? <BotNotice texts={texts} /> : null}
    </Modal>
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
