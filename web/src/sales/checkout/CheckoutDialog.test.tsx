// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialGlobalState, useGlobalStore } from '@/engine/stores/global';
import type { BuyOutcome } from './buy-client';
import { CheckoutDialog, type CheckoutServices } from './CheckoutDialog';
import { loadCheckoutTexts, type CheckoutTexts } from './checkout-texts';
import { ATTEMPT_STORAGE_KEY } from './pending-attempt';
import type { CheckoutSettings, PackageView } from './types';
import { NO_SAVING, packageFixture } from '@/testing/packages';

const SETTINGS: CheckoutSettings = {
  locale: 'en',
  variantId: 'pricing-plans-en',
  userbase: '/embedded/userbase/',
  paypal: '/embedded/paypal/',
  loginHref: '/embedded/webapp/login/?lang=en&lib=en',
  thankYouPath: '/pricing/thank-you/',
  botCheck: null,
};

const BASIC: PackageView = packageFixture('basic', NO_SAVING);

const NOW = () => new Date(2026, 10, 23);

let texts: CheckoutTexts;
beforeAll(async () => {
  texts = await loadCheckoutTexts('en');
});

function fakeServices(overrides: Partial<CheckoutServices> = {}) {
  return {
    buy: vi.fn<CheckoutServices['buy']>(
      overrides.buy ?? (async () => ({ kind: 'paid', orderId: 'PW-1001', orderToken: null })),
    ),
    paypal: vi.fn<CheckoutServices['paypal']>(overrides.paypal ?? (async () => '/embedded/paypal/approve/I-1/')),
    botCheck: vi.fn<CheckoutServices['botCheck']>(overrides.botCheck ?? (async () => 'bot-token')),
    navigate: vi.fn<CheckoutServices['navigate']>(overrides.navigate ?? (() => {})),
    eftid: vi.fn<CheckoutServices['eftid']>(overrides.eftid ?? (() => null)),
  };
}

function show(services: CheckoutServices, settings: CheckoutSettings = SETTINGS, pkg: PackageView = BASIC) {
  const onClose = vi.fn();
  const view = render(
    <CheckoutDialog settings={settings} pkg={pkg} texts={texts} onClose={onClose} services={services} now={NOW} />,
  );
  return { onClose, ...view };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const payButton = () =>
  screen.getByRole('button', { name: /^Pay \$299\.88$|Processing your payment/ }) as HTMLButtonElement;

/** Opens the dialog on services whose payment ends with `outcome`, fills the form in and pays. */
async function payAnswered(outcome: BuyOutcome, settings?: CheckoutSettings) {
  const user = userEvent.setup({ delay: null });
  show(fakeServices({ buy: async () => outcome }), settings);
  await fillIn(user);
  await user.click(payButton());
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, values: Partial<Record<string, string>> = {}) {
  const all: Record<string, string> = {
    'Card number': '4242424242424242',
    'Expiry month (MM)': '04',
    'Expiry year (YYYY)': '2029',
    CVC: '123',
    'First name on card': 'Ada',
    'Last name on card': 'Lovelace',
    'E-mail': 'ada@example.com',
    Phone: '+1 514 555 0100',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) if (value) await user.type(input(label), value);
  await user.selectOptions(screen.getByLabelText('Country'), values.Country ?? 'US');
  if ((values.Country ?? 'US') === 'US') await user.selectOptions(screen.getByLabelText('State / province'), 'CA');
}

beforeEach(() => {
  useGlobalStore.setState(initialGlobalState);
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('the checkout dialog', () => {
  it('is titled with the package, its users and its price per term, and shows the total on the pay button', () => {
    show(fakeServices());
    const dialog = screen.getByRole('dialog', { name: 'Basic' });
    expect(dialog.textContent).toContain('1 user');
    expect(dialog.textContent).toContain('$299.88 per year');
    expect(payButton().textContent).toBe('Pay $299.88');
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Card' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Billing address' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Contact details' })).toBeTruthy();
    // The payment form's "name on card": the first and last names of the card, as one group.
    const name = screen.getByRole('group', { name: 'Name on card' });
    expect(within(name).getByLabelText('First name on card')).toBeTruthy();
    expect(within(name).getByLabelText('Last name on card')).toBeTruthy();
  });

  it('writes money and terms in the page language', async () => {
    const fr = await loadCheckoutTexts('fr');
    render(
      <CheckoutDialog
        settings={{ ...SETTINGS, locale: 'fr' }}
        pkg={{ ...BASIC, users: 5, months: 1, total: 1234.5, currencyCode: 'EUR' }}
        texts={fr}
        onClose={() => {}}
        services={fakeServices()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Basic' });
    expect(dialog.textContent).toContain('5 utilisateurs');
    expect(dialog.textContent?.replace(/\s/g, ' ')).toContain('1 234,50 € par mois');
  });

  it('checks each field on submit, says what is wrong under it, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices();
    show(services);
    await user.click(payButton());
    expect(await screen.findByText(texts.cardNumberRequired)).toBeTruthy();
    for (const message of [
      texts.cvcRequired,
      texts.expMonthInvalid,
      texts.expYearInvalid,
      texts.countryRequired,
      texts.emailRequired,
      texts.firstNameRequired,
      texts.lastNameRequired,
      texts.phoneInvalid,
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(services.buy).not.toHaveBeenCalled();
  });

  it('checks a field when it is left: a number failing the checksum, the brand shown, the groups', async () => {
    const user = userEvent.setup({ delay: null });
    show(fakeServices());
    await user.type(input('Card number'), '4242424242424241');
    expect(input('Card number').value).toBe('4242 4242 4242 4241');
    expect(screen.getByText('Card brand: Visa')).toBeTruthy();
    await user.tab();
    expect(await screen.findByText(texts.cardNumberInvalid)).toBeTruthy();
    // Correcting it clears the problem; nothing typed elsewhere is touched.
    await user.type(input('Card number'), '{Backspace}2');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(texts.cardNumberInvalid)).toBeNull());
  });

  it('asks American Express for a 4-digit code and refuses an expired card', async () => {
    const user = userEvent.setup({ delay: null });
    show(fakeServices());
    await user.type(input('Card number'), '378282246310005');
    expect(input('Card number').value).toBe('3782 822463 10005');
    expect(input('CVC').maxLength).toBe(4);
    await user.type(input('CVC'), '123');
    await user.type(input('Expiry month (MM)'), '10');
    await user.type(input('Expiry year (YYYY)'), '2026');
    await user.click(payButton());
    expect(await screen.findByText(texts.cvcInvalid)).toBeTruthy();
    expect(screen.getByText(texts.expired)).toBeTruthy();
    expect(input('CVC').value).toBe('123');
  });

  it('asks for a state only in the countries that have them', async () => {
    const user = userEvent.setup({ delay: null });
    show(fakeServices());
    expect(screen.queryByLabelText('State / province')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Country'), 'CA');
    const state = screen.getByLabelText('State / province') as HTMLSelectElement;
    expect(within(state).getByRole('option', { name: 'Québec' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Country'), 'FR');
    expect(screen.queryByLabelText('State / province')).toBeNull();
    expect(within(screen.getByLabelText('Country')).getByRole('option', { name: 'France' })).toBeTruthy();
  });

  it('pays once, disabled and asking to wait while it runs, then goes to the thank-you page', async () => {
    const user = userEvent.setup({ delay: null });
    let answer!: (outcome: BuyOutcome) => void;
    const services = fakeServices({
      buy: vi.fn(() => new Promise<BuyOutcome>((resolve) => (answer = resolve))),
      eftid: () => 'eft-42',
    });
    show(services);
    await fillIn(user);
    await user.click(payButton());
    await waitFor(() => expect(services.buy).toHaveBeenCalledTimes(1));
    expect(payButton().disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(texts.waitNotice);
    expect(screen.getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true);
    // A second submit (Enter in a field) while the payment runs is ignored.
    screen
      .getByRole('button', { name: /Processing/ })
      .closest('form')!
      .requestSubmit();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(services.buy).toHaveBeenCalledTimes(1);

    const [body, key] = services.buy.mock.calls[0]!;
    expect(key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(JSON.parse(body)).toEqual({
      package: 'basic',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+1 514 555 0100',
      country: 'US',
      state: 'CA',
      card: { number: '4242424242424242', cvc: '123', expMonth: '04', expYear: '2029' },
      language: 'en',
      variantId: 'pricing-plans-en',
      eftid: 'eft-42',
    });
    expect(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).toContain(key);

    answer({ kind: 'paid', orderId: 'PW-1001', orderToken: '1790000000.sig' });
    // The thank-you page gets the purchase's signed link: the only way it may read the order.
    await waitFor(() =>
      expect(services.navigate).toHaveBeenCalledWith(
        '/pricing/thank-you/?orderId=PW-1001&variant=pricing-plans-en&orderToken=1790000000.sig',
      ),
    );
    expect(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).toBeNull();
  });

  it('resumes the same attempt after a reload during the payment: same key for the same details', async () => {
    const user = userEvent.setup({ delay: null });
    const first = fakeServices({ buy: vi.fn(() => new Promise<BuyOutcome>(() => {})) });
    const view = show(first);
    await fillIn(user);
    await user.click(payButton());
    await waitFor(() => expect(first.buy).toHaveBeenCalledTimes(1));
    view.unmount(); // the reload

    const second = fakeServices();
    show(second);
    expect(screen.getByText(texts.resumeNotice)).toBeTruthy();
    await fillIn(user);
    await user.click(payButton());
    await waitFor(() => expect(second.buy).toHaveBeenCalledTimes(1));
    expect(second.buy.mock.calls[0]![1]).toBe(first.buy.mock.calls[0]![1]);
    expect(second.buy.mock.calls[0]![0]).toBe(first.buy.mock.calls[0]![0]);
  });

  it('opens the error dialog with the login action when a licence already exists', async () => {
    await payAnswered({ kind: 'licenseExist', emailId: 'ada@example.com' });
    await waitFor(() => expect(useGlobalStore.getState().errorDialog).toBe(true));
    expect(useGlobalStore.getState()).toMatchObject({
      errorMessage: 'An active license already exists for ada@example.com.',
      errorAction: { label: 'Log in', href: SETTINGS.loginHref },
    });
    expect(payButton().disabled).toBe(false);
    expect(input('Card number').value).toBe('4242 4242 4242 4242');
  });

  it('says a declined payment was not received, with a try-again action, keeping the form', async () => {
    await payAnswered({ kind: 'paymentNotReceived' });
    await waitFor(() => expect(useGlobalStore.getState().errorMessage).toBe(texts.paymentNotReceived));
    expect(useGlobalStore.getState().errorAction).toEqual({ label: 'Try again', href: null });
    expect(screen.getByRole('alert').textContent).toBe(texts.paymentNotReceived);
    expect(input('E-mail').value).toBe('ada@example.com');
    expect(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).toBeNull();
  });

  it('says the service failed, with a contact-support action; an unanswered attempt is kept', async () => {
    await payAnswered({ kind: 'buyAPIError', answered: false }, { ...SETTINGS, locale: 'en' });
    await waitFor(() => expect(useGlobalStore.getState().errorMessage).toBe(texts.buyAPIError));
    expect(useGlobalStore.getState().errorAction).toEqual({ label: 'Contact support', href: '/company/support/' });
    expect(window.sessionStorage.getItem(ATTEMPT_STORAGE_KEY)).not.toBeNull();
  });

  it('writes a refused detail next to the form and under its field', async () => {
    await payAnswered({ kind: 'badRequest', message: 'card.number: fails the check' });
    expect(await screen.findByText(texts.badRequest)).toBeTruthy();
    // Under the field, in the page's words (the service explains in English).
    expect(screen.getByText(texts.cardNumberInvalid)).toBeTruthy();
    expect(input('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/fails the check/)).toBeNull();
    expect(useGlobalStore.getState().errorDialog).toBe(false);
    expect(input('Last name on card').value).toBe('Lovelace');
  });

  it('says a payment over the rate limit is refused for now, next to the form, keeping every field', async () => {
    await payAnswered({ kind: 'tooManyRequests' });
    expect(await screen.findByText(texts.tooManyRequests)).toBeTruthy();
    expect(useGlobalStore.getState().errorDialog).toBe(false);
    expect(input('E-mail').value).toBe('ada@example.com');
    expect(input('Last name on card').value).toBe('Lovelace');
    expect(payButton()).toHaveProperty('disabled', false);
  });

  it('says an expired card in the page language when the service refuses it as expired', async () => {
    await payAnswered({ kind: 'badRequest', message: 'card.expYear: card expired' });
    expect(await screen.findByText(texts.expired)).toBeTruthy();
    expect(input('Expiry year (YYYY)').value).toBe('2029');
  });

  it('runs the bot check before paying and sends its token', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices();
    const botCheck = { siteKey: 'k', scriptUrl: 'https://checks.example/api.js', enterprise: false };
    show(services, { ...SETTINGS, botCheck });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toBeTruthy();
    await fillIn(user);
    await user.click(payButton());
    await waitFor(() => expect(services.buy).toHaveBeenCalledTimes(1));
    expect(services.botCheck).toHaveBeenCalledTimes(1);
    expect(JSON.parse(services.buy.mock.calls[0]![0])).toMatchObject({ captchaToken: 'bot-token' });
  });

  it('never pays when the bot check fails, and lets the buyer try again', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices({ botCheck: vi.fn(async () => Promise.reject(new Error('Failed to load script'))) });
    show(services, { ...SETTINGS, botCheck: { siteKey: 'k', scriptUrl: '/x.js', enterprise: false } });
    await fillIn(user);
    await user.click(payButton());
    expect(await screen.findByText(texts.checkUnavailable)).toBeTruthy();
    expect(services.buy).not.toHaveBeenCalled();
    expect(payButton().disabled).toBe(false);
  });

  it('starts a PayPal subscription and goes to its approval page', async () => {
    const user = userEvent.setup({ delay: null });
    const services = fakeServices();
    show(services);
    await user.type(input('E-mail'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith('/embedded/paypal/approve/I-1/'));
    expect(services.paypal).toHaveBeenCalledWith({
      planId: 'basic',
      email: 'ada@example.com',
      returnUrl: `${window.location.origin}/pricing/thank-you/?variant=pricing-plans-en`,
      cancelUrl: window.location.href,
    });
  });

  it('says the service failed when PayPal cannot be started', async () => {
    const user = userEvent.setup({ delay: null });
    show(fakeServices({ paypal: async () => Promise.reject(new Error('down')) }));
    await user.click(screen.getByRole('button', { name: 'Pay with PayPal' }));
    await waitFor(() => expect(useGlobalStore.getState().errorMessage).toBe(texts.buyAPIError));
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toHaveProperty('disabled', false);
  });
});
