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
