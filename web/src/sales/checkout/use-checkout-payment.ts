import { useMemo, useRef, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { getCookie } from '@/engine/cookies';
import { assignmentParams, currentMembership } from '@/experiments/client';
import { useGlobalStore } from '@/engine/stores/global';
import { ORDER_TOKEN_PARAMETER } from '@/sales/purchase/tracking';
import { beginAttempt, finishAttempt, pendingAttempt } from './attempt';
import { botCheckToken } from './bot-check';
import { buy, createBuyClient, type BuyBody, type BuyOutcome } from './buy-client';
import { digitsOf } from './card-rules';
import { fill, type CheckoutTextName, type CheckoutTexts } from './checkout-texts';
import type { PaymentValues } from './payment-validation';
import { startPaypal, type PaypalStart } from './paypal';
import { regionsOf } from './regions';
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

/** Where a payment is: nothing under way, a card payment, PayPal starting, or leaving the page. */
export type PaymentStatus = 'idle' | 'paying' | 'paypal' | 'leaving';

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
 * The payment of one package, by card or with PayPal, without its form: one payment at a time (a
 * second submit or a double click is ignored), an idempotency key per attempt (attempt.ts), the
 * bot check when the page uses it, and each outcome leading on: the thank-you page, the error
 * dialog (licence exists, payment not received, service error) or a message beside the form
 * (details refused, with the field the service names marked through `setError`; bot check).
 */
export function useCheckoutPayment({
  settings,
  pkg,
  texts,
  services: givenServices,
  setError,
}: {
  settings: CheckoutSettings;
  pkg: PackageView;
  texts: CheckoutTexts;
  services?: CheckoutServices;
  setError: UseFormSetError<PaymentValues>;
}) {
  const { locale } = settings;
  const services = useMemo(() => givenServices ?? defaultServices(settings), [givenServices, settings]);
  const [status, setStatus] = useState<PaymentStatus>('idle');
  const [formError, setFormError] = useState<string | null>(null);
  // The ref answers at once, before React has re-rendered: a double click sends one payment.
  const running = useRef(false);
  // A payment of this package was still running when the page was left (reloaded): say so.
  const [resuming] = useState(() => pendingAttempt()?.packageToken === pkg.token);

  const openError = (message: string, action: { label: string; href: string | null }) => {
    setFormError(message);
    useGlobalStore.getState().setError(message, action);
  };

  const settle = (outcome: BuyOutcome, values: PaymentValues) => {
    switch (outcome.kind) {
      case 'paid': {
        setStatus('leaving');
        const membership = settings.pageId ? currentMembership(settings.pageId) : null;
        // The experiment the page was shown in travels with the order, for the thank-you page to report.
        const query = new URLSearchParams({
          orderId: outcome.orderId,
          variant: settings.variantId,
          ...assignmentParams(membership),
        });
        if (outcome.orderToken) query.set(ORDER_TOKEN_PARAMETER, outcome.orderToken);
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
      case 'tooManyRequests':
        setFormError(texts.tooManyRequests);
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

  /**
   * Runs one payment at a time: a second click while one runs does nothing. The form's message is
   * cleared and the status shows which payment runs until `work` settles it.
   */
  const exclusively = async (status: 'paying' | 'paypal', work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setStatus(status);
    setFormError(null);
    try {
      await work();
    } finally {
      running.current = false;
    }
  };

  /** Pays by card with the form's values (already checked by the form). */
  const pay = (values: PaymentValues) =>
    exclusively('paying', async () => {
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
    });

  /** Starts a PayPal subscription, passing on the e-mail typed so far when it looks like one. */
  const payWithPaypal = (typedEmail: string) =>
    exclusively('paypal', async () => {
      try {
        const email = typedEmail.trim();
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
      }
    });

  return { status, busy: status !== 'idle', formError, resuming, pay, payWithPaypal };
}
