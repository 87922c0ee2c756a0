import { expect, test, type Locator, type Page } from '@playwright/test';
import { events, uniqueEmail } from './signup-support';

/*
 * Buying a plan as a visitor does: the pricing table's button opens the checkout, the card form is
 * filled with one of the embedded payment service's test cards, and the outcome is what the buyer
 * sees: the thank-you page with one purchase event, or the error dialog with the message of a
 * declined card, of an existing licence or of a failing service, or the wait message while a slow
 * payment runs. PayPal approval comes back to the thank-you page, tracked.
 */

const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
  processorError: '4000000000000119',
  slow: '4000000000000077',
};

interface Buyer {
  email: string;
  card?: string;
}

const NEXT_YEAR = String(new Date().getFullYear() + 1);

/** Opens the checkout of a package from its Buy button. */
async function openCheckout(page: Page, path: string, token: string): Promise<Locator> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator(`button[data-package="${token}"]`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Fills the payment form the way a buyer types it (labels in the page's language by field order). */
async function fillCard(dialog: Locator, { email, card = CARDS.visa }: Buyer) {
  const field = (name: string) => dialog.locator(`[name="${name}"]`);
  await field('cardNumber').fill(card);
  await field('cvc').fill('123');
  await field('expMonth').fill('12');
  await field('expYear').fill(NEXT_YEAR);
  await field('country').selectOption('US');
  await field('state').selectOption('CA');
  await field('email').fill(email);
  await field('firstName').fill('Ada');
  await field('lastName').fill('Lovelace');
  await field('phone').fill('+1 514 555 0100');
}

const payButton = (dialog: Locator) => dialog.locator('button[type="submit"]');

// Every test pays through the checkout: a page load, a form and a payment with its retries, 8 to
// 12 s on a busy 2-core machine, and waits of up to 30 s for the slow card. 60 s each.
test.describe.configure({ timeout: 60_000 });

test('en: a card payment on /pricing/plans/ lands on the thank-you page with one purchase event', async ({ page }) => {
  const dialog = await openCheckout(page, '/pricing/plans/', 'basic');
  await expect(dialog).toContainText('$299.88');
  // The form is taller than the window: the dialog still starts inside it, its title and close
  // button in view, and scrolls within.
  await page.waitForTimeout(400);
  expect((await dialog.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await expect(dialog.getByRole('heading', { level: 2 })).toBeInViewport();
  const email = uniqueEmail('buy-en');
  await fillCard(dialog, { email });
  const buys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/embedded\/userbase\/buy\/?$/.test(new URL(request.url()).pathname)) {
      buys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  // A double click sends one payment.
  await payButton(dialog).dblclick();
  await page.waitForURL(/\/pricing\/thank-you\/\?orderId=PW-[0-9A-F]+&variant=pricing-plans/, { timeout: 20_000 });
  expect(new Set(buys).size).toBe(1);
  await expect(page.locator('[data-purchase-tracked]')).toHaveAttribute('data-purchase-tracked', 'true', {
    timeout: 15_000,
  });
  const purchases = (await events(page, 'purchase')) as Array<{
    variantId: string;
    ecommerce: { value: number; currency: string; items: Array<{ item_id: string; quantity: number }> };
  }>;
  expect(purchases).toHaveLength(1);
  expect(purchases[0]!.variantId).toBe('pricing-plans');
  expect(purchases[0]!.ecommerce).toMatchObject({ value: 299.88, currency: 'USD' });
  expect(purchases[0]!.ecommerce.items).toEqual([expect.objectContaining({ item_id: 'basic', quantity: 1 })]);
});

test('fr: a declined card shows the payment-not-received message, and the form keeps what was typed', async ({
  page,
}) => {
  const dialog = await openCheckout(page, '/fr/pricing/plans/save50/', 'save50-basic');
  const email = uniqueEmail('declined-fr');
  await fillCard(dialog, { email, card: CARDS.declined });
  await payButton(dialog).click();
  const error = page.locator('.error-dialog');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error.getByRole('alert')).toHaveText(/paiement n.a pas été reçu/i);
  await expect(dialog.locator('[name="email"]')).toHaveValue(email);
});

test('es: a second purchase for the same e-mail says a licence already exists', async ({ page }) => {
  const email = uniqueEmail('licence-es');
  const first = await openCheckout(page, '/es/pricing/plans/', 'basic');
  await fillCard(first, { email });
  await payButton(first).click();
  await page.waitForURL(/\/es\/pricing\/thank-you\//, { timeout: 20_000 });
  const again = await openCheckout(page, '/es/pricing/plans/', 'premium');
  await fillCard(again, { email });
  await payButton(again).click();
  const error = page.locator('.error-dialog');
  await expect(error).toBeVisible({ timeout: 15_000 });
  await expect(error.getByRole('alert')).toHaveText(`Ya existe una licencia activa para ${email}.`);
});

test('en: a failing payment service shows the try-a-card-or-contact-support message', async ({ page }) => {
  const dialog = await openCheckout(page, '/pricing/plans/', 'premium');
  await fillCard(dialog, { email: uniqueEmail('error-en'), card: CARDS.processorError });
  await payButton(dialog).click();
  const error = page.locator('.error-dialog');
  await expect(error).toBeVisible({ timeout: 20_000 });
  await expect(error.getByRole('alert')).toHaveText(/^Something went wrong\. If the amount was deducted/);
});

test('en: a slow payment shows the wait message and nothing can be submitted twice', async ({ page }) => {
  const dialog = await openCheckout(page, '/pricing/plans/', 'basic');
  await fillCard(dialog, { email: uniqueEmail('slow-en'), card: CARDS.slow });
  await payButton(dialog).click();
  await expect(dialog.getByText(/up to 2 minutes/)).toBeVisible();
  await expect(payButton(dialog)).toBeDisabled();
  await page.waitForURL(/\/pricing\/thank-you\/\?orderId=/, { timeout: 30_000 });
});

test('en: PayPal approval comes back to the thank-you page, where the active subscription is tracked', async ({
  page,
}) => {
  const dialog = await openCheckout(page, '/pricing/plans/', 'premium');
  await dialog.locator('[name="email"]').fill(uniqueEmail('paypal-en'));
  await dialog.getByRole('button', { name: 'Pay with PayPal' }).click();
  await page.waitForURL(/\/embedded\/paypal\/subscription\/I-[A-Z0-9]+\/approve/);
  await page.getByRole('button', { name: /approve/i }).click();
  await page.waitForURL(/\/pricing\/thank-you\/\?.*subscriptionId=I-/);
  expect(new URL(page.url()).searchParams.get('variant')).toBe('pricing-plans');
  await expect(page.locator('[data-purchase-tracked]')).toHaveAttribute('data-purchase-tracked', 'true', {
    timeout: 15_000,
  });
});

test('the captcha variant runs the bot check before the payment', async ({ page }) => {
  const dialog = await openCheckout(page, '/pricing/plans/captcha/', 'basic');
  await fillCard(dialog, { email: uniqueEmail('captcha-en') });
  const buy = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/embedded\/userbase\/buy\/?$/.test(new URL(request.url()).pathname),
  );
  await payButton(dialog).click();
  const body = JSON.parse((await buy).postData() ?? '{}') as { captchaToken?: string };
  expect(body.captchaToken).toMatch(/\S{20,}/);
  await page.waitForURL(/\/pricing\/thank-you\//, { timeout: 20_000 });
});

test('fr: /budgeto/buy/{token}/ opens the checkout of that package; the thank-you confirms the order', async ({
  page,
}) => {
  await page.goto('/fr/budgeto/buy/budgeto-monthly/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('Budgeto');
  await fillCard(dialog, { email: uniqueEmail('budgeto-fr') });
  // The partner is told by the userbase with the purchase (the contract tests check its notice):
  // the browser sends it nothing.
  const partnerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/partner/')) partnerCalls.push(request.url());
  });
  await payButton(dialog).click();
  // The address carries the purchase's signed link, with which the page reads and shows the order.
  await page.waitForURL(/\/fr\/budgeto\/thank-you\/\?orderId=PW-[0-9A-F]+&.*orderToken=\d+\./, { timeout: 20_000 });
  await expect(page.getByTestId('order-number')).toHaveText(/^PW-[0-9A-F]+$/, { timeout: 10_000 });
  expect(partnerCalls).toEqual([]);
});
