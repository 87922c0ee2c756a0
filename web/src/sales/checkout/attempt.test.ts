import { describe, expect, it } from 'vitest';
import { beginAttempt, finishAttempt, pendingAttempt } from './attempt';
import { ATTEMPT_LIFETIME_MS, ATTEMPT_STORAGE_KEY } from './pending-attempt';

/** A tab's session storage; a reload keeps it, a new tab starts empty. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    map,
  };
}

const BODY = JSON.stringify({ package: 'basic', email: 'ada@example.com', card: { number: '4242424242424242' } });

describe('the payment attempt keeper', () => {
  it('gives a reload during the payment the same key for the same details', async () => {
    const store = memoryStore();
    const first = await beginAttempt(BODY, 'basic', store, 1_000);
    // The page is reloaded while the payment runs: the buyer pays again with the same details.
    const again = await beginAttempt(BODY, 'basic', store, 5_000);
    expect(again.key).toBe(first.key);
    expect(pendingAttempt(store, 5_000)?.key).toBe(first.key);
  });

  it('makes a new key when the details differ or the package does', async () => {
    const store = memoryStore();
    const first = await beginAttempt(BODY, 'basic', store, 1_000);
    const other = await beginAttempt(BODY.replace('ada@', 'grace@'), 'basic', store, 2_000);
    expect(other.key).not.toBe(first.key);
    const premium = await beginAttempt(BODY.replace('ada@', 'grace@'), 'premium', store, 3_000);
    expect(premium.key).not.toBe(other.key);
  });

  it('forgets the attempt on a final answer: the next payment gets a new key', async () => {
    const store = memoryStore();
    const first = await beginAttempt(BODY, 'basic', store, 1_000);
    finishAttempt(store);
    expect(pendingAttempt(store, 1_500)).toBeNull();
    expect(store.map.has(ATTEMPT_STORAGE_KEY)).toBe(false);
    expect((await beginAttempt(BODY, 'basic', store, 2_000)).key).not.toBe(first.key);
  });

  it('never stores the card number or the security code', async () => {
    const store = memoryStore();
    await beginAttempt(BODY, 'basic', store, 1_000);
    const stored = store.map.get(ATTEMPT_STORAGE_KEY)!;
    expect(stored).not.toContain('4242424242424242');
    expect(JSON.parse(stored)).toMatchObject({
      packageToken: 'basic',
      digest: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('forgets an attempt too old to be still running, and a damaged record', async () => {
    const store = memoryStore();
    await beginAttempt(BODY, 'basic', store, 1_000);
    expect(pendingAttempt(store, 1_000 + ATTEMPT_LIFETIME_MS)).toBeNull();
    store.setItem(ATTEMPT_STORAGE_KEY, '{not json');
    expect(pendingAttempt(store, 1_000)).toBeNull();
    store.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify({ key: 1 }));
    expect(pendingAttempt(store, 1_000)).toBeNull();
  });

  it('still pays when storage is refused', async () => {
    const attempt = await beginAttempt(BODY, 'basic', null, 1_000);
    expect(attempt.key).toMatch(/^[\x21-\x7e]{8,255}$/);
    expect(pendingAttempt(null)).toBeNull();
  });
});
