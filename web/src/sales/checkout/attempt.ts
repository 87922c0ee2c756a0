// One payment attempt, one idempotency key. The key is made when the buyer pays and is shared by
// the automatic retries of that request. While the request runs, the key is kept in the tab's
// session storage beside a digest of what was sent: should the page be reloaded meanwhile, paying
// again with the same details re-sends the same key, and the payment service answers with the
// first payment's outcome instead of charging a second time. The card's details themselves are
// never stored; the digest is salted with the random key. A final answer forgets the attempt.
import { newIdempotencyKey } from '@/services/http';
import { ATTEMPT_STORAGE_KEY, pendingAttempt, sessionStore, type Attempt, type Store } from './pending-attempt';

export { pendingAttempt, type Attempt } from './pending-attempt';

async function digestOf(key: string, body: string): Promise<string> {
  const text = `${key}\n${body}`;
  const subtle = typeof crypto !== 'undefined' ? crypto.subtle : undefined;
  if (subtle) {
    const bytes = new Uint8Array(await subtle.digest('SHA-256', new TextEncoder().encode(text)));
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  // Without Web Crypto (a page on plain http), a 64-bit FNV-1a digest still tells bodies apart.
  let hash = 0xcbf29ce484222325n;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= BigInt(unit);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * The attempt for paying `body` for `packageToken`: the pending one when it sent this very body,
 * else a new one with a fresh key, remembered until `finishAttempt`.
 */
export async function beginAttempt(
  body: string,
  packageToken: string,
  store: Store | null = sessionStore(),
  now = Date.now(),
): Promise<Attempt> {
  const pending = pendingAttempt(store, now);
  if (pending && pending.packageToken === packageToken && pending.digest === (await digestOf(pending.key, body))) {
    return pending;
  }
  const key = newIdempotencyKey();
  const attempt: Attempt = { key, digest: await digestOf(key, body), packageToken, startedAt: now };
  try {
    store?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
  } catch {
    // A full or refused storage only loses the protection across a reload.
  }
  return attempt;
}

/** The attempt got its final answer: the next payment is a new attempt with a new key. */
export function finishAttempt(store: Store | null = sessionStore()): void {
  try {
    store?.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
