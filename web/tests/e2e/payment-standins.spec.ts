import { expect, test } from '@playwright/test';
import { buyBody } from '../../src/services/contract/buy-body';

/**
 * The payment stand-ins in a real browser, under the site's own headers (CSP included): the bot
 * check's script gives the page a token that the buy call accepts once; the PayPal approval page
 * is usable by role and sends the buyer back to the site with the subscription's id.
 */

declare global {
  interface Window {
    grecaptcha?: {
      ready(callback: () => void): void;
      execute(siteKey: string, options: { action: string }): Promise<string>;
      enterprise?: Window['grecaptcha'];
    };
  }
}

for (const [file, enterprise] of [
  ['api.js', false],
  ['enterprise.js', true],
] as const) {
  test(`the bot check's ${file} gives a token the buy call accepts once, and rejects an unknown site key`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.addScriptTag({ url: `/embedded/botcheck/${file}?render=embedded-site-key` });
    const result = await page.evaluate(
      async ({ enterprise, body }) => {
        const api = enterprise ? window.grecaptcha!.enterprise! : window.grecaptcha!;
        await new Promise<void>((resolve) => api.ready(resolve));
        const token = await api.execute('embedded-site-key', { action: 'buy' });
        const unknown = await api.execute('not-a-key-of-ours', { action: 'buy' }).then(
          () => 'resolved',
          (error: Error) => error.message,
        );
        const buy = (email: string) =>
          fetch('/embedded/userbase/buy/', {
            method: 'POST',
            headers: { 'content-type': 'text/plain;charset=utf-8', 'Idempotency-Key': crypto.randomUUID() },
            body: JSON.stringify({ ...body, email, captchaToken: token }),
          });
        const stamp = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const first = await buy(`bot-${stamp}@example.com`);
        const again = await buy(`bot-again-${stamp}@example.com`);
        return { first: first.status, again: again.status, againBody: await again.json(), unknown };
      },
      // The checkout's body with a visa card; the page adds the address and the token.
      { enterprise, body: buyBody('') },
    );
    expect(result.first).toBe(200);
    expect(result.again).toBe(403);
    expect(result.againBody).toMatchObject({ error: 'botCheckFailed' });
    expect(result.unknown).toMatch(/site key/);
  });
}

test('the approval page: Approve returns to the site with the subscription id; Cancel returns to the cancel address', async ({
  page,
  request,
  baseURL,
}) => {
  const create = async () => {
    const response = await request.post('/embedded/paypal/subscription/', {
      headers: { 'content-type': 'text/plain' },
      data: JSON.stringify({
        plan_id: 'premium',
        application_context: {
          return_url: `${baseURL}/?variant=pricing-plans-en`,
          cancel_url: `${baseURL}/company/contact/`,
        },
      }),
    });
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { id: string; links: Array<{ rel: string; href: string }> };
    return { id: body.id, approve: body.links.find((link) => link.rel === 'approve')!.href };
  };

  const first = await create();
  await page.goto(first.approve);
  await expect(page.getByRole('heading', { level: 1, name: 'Approve your subscription' })).toBeVisible();
  await expect(page.getByText('Paperwise Premium')).toBeVisible();
  await page.getByRole('button', { name: 'Approve and pay' }).click();
  await page.waitForURL((url) => url.searchParams.get('subscriptionId') === first.id);
  expect(new URL(page.url()).searchParams.get('variant')).toBe('pricing-plans-en');
  const shown = await request.get(`/embedded/paypal/subscription/${first.id}/show/`);
  expect(((await shown.json()) as { status: string }).status).toBe('ACTIVE');

  const second = await create();
  await page.goto(second.approve);
  await page.getByRole('button', { name: 'Cancel and return to the site' }).click();
  await page.waitForURL((url) => url.pathname === '/company/contact/');
  const pending = await request.get(`/embedded/paypal/subscription/${second.id}/show/`);
  expect(((await pending.json()) as { status: string }).status).toBe('APPROVAL_PENDING');
});
