import { describe, expect, it } from 'vitest';
import { conforms } from './openapi';
import { postJson } from './harness';
import { harnessForFile } from './harness-for-file';

const harness = harnessForFile(process.env);
const base = () => harness.base('paypal');

type Subscription = { id: string; status: string };

async function show(id: string) {
  return conforms('/paypal/subscription/{subscriptionId}/show', 'get', await fetch(`${base()}subscription/${id}/show`));
}

describe('GET subscription/{id}/show', () => {
  it('answers the status of a subscription as it moves from pending to active to cancelled', async () => {
    const created = (await conforms(
      '/paypal/subscription/',
      'post',
      await postJson(`${base()}subscription/`, {
        plan_id: 'basic',
        subscriber: { email_address: 'payer@example.com' },
      }),
    )) as Subscription;
    expect(created.status).toBe('APPROVAL_PENDING');
    expect(await show(created.id)).toMatchObject({ id: created.id, status: 'APPROVAL_PENDING', plan_id: 'basic' });

    const move = async (action: string) =>
      conforms(
        '/paypal/subscription/{subscriptionId}/{action}',
        'post',
        await fetch(`${base()}subscription/${created.id}/${action}`, { method: 'POST' }),
      );
    expect(await move('activate')).toMatchObject({ status: 'ACTIVE' });
    expect(await show(created.id)).toMatchObject({ status: 'ACTIVE' });
    expect(await move('cancel')).toMatchObject({ status: 'CANCELLED' });
    const refused = await fetch(`${base()}subscription/${created.id}/activate`, { method: 'POST' });
    expect(refused.status).toBe(422);
    await conforms('/paypal/subscription/{subscriptionId}/{action}', 'post', refused);
    expect(await show(created.id)).toMatchObject({ status: 'CANCELLED' });
  });

  it('answers 404 for an unknown subscription and 400 for an unknown plan', async () => {
    const missing = await fetch(`${base()}subscription/I-NOSUCHTHING0/show`);
    expect(missing.status).toBe(404);
    await conforms('/paypal/subscription/{subscriptionId}/show', 'get', missing);
    const bad = await postJson(`${base()}subscription/`, { plan_id: 'gold' });
    expect(bad.status).toBe(400);
    await conforms('/paypal/subscription/', 'post', bad);
  });
});

describe('the approval page', () => {
  const create = async (context?: Record<string, string>) =>
    (await conforms(
      '/paypal/subscription/',
      'post',
      await postJson(`${base()}subscription/`, {
        plan_id: 'budgeto-annual',
        subscriber: { email_address: 'payer@example.com' },
        ...(context ? { application_context: context } : {}),
      }),
    )) as Subscription & { links: Array<{ rel: string; href: string; method: string }> };
  const site = () => new URL(base()).origin;

  it('shows the plan with Approve and Cancel; approving activates it and returns to the site with its id', async () => {
    const returnUrl = `${site()}/pricing/thank-you/?variant=pricing-plans-en`;
    const created = await create({ return_url: returnUrl, cancel_url: `${site()}/pricing/` });
    const approve = created.links.find((link) => link.rel === 'approve')!;
    expect(approve.href).toBe(`${base()}subscription/${created.id}/approve/`);

    const pageResponse = await fetch(approve.href);
    expect(pageResponse.status).toBe(200);
    await conforms('/paypal/subscription/{subscriptionId}/approve', 'get', pageResponse.clone());
    const page = await pageResponse.text();
    expect(page).toMatch(/<html lang="en">/);
    expect(page).toContain('Paperwise Budgeto');
    expect(page).toContain('$107.88 every 12 months');
    // The forms post to absolute paths: the page may be shown with or without its final slash.
    const actions = [
      ...page.matchAll(/<form method="post" action="([^"]+)">\s*<button type="submit"[^>]*>([^<]+)</g),
    ].map((match) => [match[1]!, match[2]!]);
    const path = new URL(`${base()}subscription/${created.id}/`).pathname;
    expect(actions).toEqual([
      [`${path}approve-and-return/`, 'Approve and pay'],
      [`${path}cancel-and-return/`, 'Cancel and return to the site'],
    ]);

    const approved = await fetch(new URL(actions[0]![0]!, approve.href), { method: 'POST', redirect: 'manual' });
    expect(approved.status).toBe(303);
    await conforms('/paypal/subscription/{subscriptionId}/approve-and-return', 'post', approved.clone());
    const location = new URL(approved.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${site()}/pricing/thank-you/`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      variant: 'pricing-plans-en',
      subscriptionId: created.id,
    });
    expect(await show(created.id)).toMatchObject({ status: 'ACTIVE' });
    // A second click lands on the same page again.
    const again = await fetch(new URL(actions[0]![0]!, approve.href), { method: 'POST', redirect: 'manual' });
    expect(again.headers.get('location')).toBe(approved.headers.get('location'));
  });

  it('cancelling returns to the cancel_url and leaves the subscription pending', async () => {
    const created = await create({ return_url: `${site()}/done/`, cancel_url: `${site()}/pricing/?variant=x` });
    const cancelled = await fetch(`${base()}subscription/${created.id}/cancel-and-return`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    await conforms('/paypal/subscription/{subscriptionId}/cancel-and-return', 'post', cancelled.clone());
    expect(cancelled.headers.get('location')).toBe(`${site()}/pricing/?variant=x`);
    expect(await show(created.id)).toMatchObject({ status: 'APPROVAL_PENDING' });
  });

  it('refuses return and cancel URLs of another origin or scheme with 400', async () => {
    const bad: Array<Record<string, string>> = [
      { return_url: 'https://evil.example/steal' },
      { cancel_url: 'https://evil.example/' },
      { return_url: 'javascript:alert(1)' },
      { return_url: '/relative/path' },
      { return_url: 'ftp://example.com/' },
      { return_url: `${site().replace('http://', 'http://user:pw@')}/x` },
    ];
    for (const context of bad) {
      const response = await postJson(`${base()}subscription/`, { plan_id: 'basic', application_context: context });
      expect(response.status, JSON.stringify(context)).toBe(400);
      const { error } = (await conforms('/paypal/subscription/', 'post', response)) as { error: string };
      expect(error).toMatch(/^application_context\.(return_url|cancel_url): /);
    }
  });

  it('answers 404 pages for an unknown subscription and a 409 page for a cancelled one', async () => {
    const missing = await fetch(`${base()}subscription/I-NOSUCHTHING0/approve`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);
    const created = await create({ return_url: `${site()}/done/` });
    await fetch(`${base()}subscription/${created.id}/cancel`, { method: 'POST' });
    const refused = await fetch(`${base()}subscription/${created.id}/approve-and-return`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(refused.status).toBe(409);
    await conforms('/paypal/subscription/{subscriptionId}/approve-and-return', 'post', refused.clone());
    expect(await refused.text()).toContain('can no longer be approved');
  });
});
