/*
 * The affiliate click of a landing: an affiliate's link carries the offer (oid), the affiliate
 * (affid) and the affiliate's own sub-id (sub1); the network's SDK records the click and answers a
 * transaction id, which the site keeps in the b_eftid cookie and hands to the web app at sign-up.
 */

/** The network's SDK as it stands on window once loaded. */
export interface AffiliateSdk {
  click(options: { offer_id: string; affiliate_id: string; sub1?: string; uid?: string }): Promise<string>;
  urlParameter(name: string): string | null;
}

declare global {
  interface Window {
    EF?: AffiliateSdk;
  }
}

export type AffiliatePlan =
  /** The address already names the transaction (a link the network resolved itself): keep it. */
  | { kind: 'known'; transactionId: string }
  | { kind: 'click'; offerId: string; affiliateId: string; sub1?: string }
  | { kind: 'none' };

const ID = /^[A-Za-z0-9_-]{1,64}$/;
/** A transaction id worth keeping: visible characters only, at most 128. */
const TRANSACTION_ID = /^[\x21-\x7e]{1,128}$/;

export function isTransactionId(value: unknown): value is string {
  return typeof value === 'string' && TRANSACTION_ID.test(value) && !/[;,"\\]/.test(value);
}

/**
 * What the landing's address asks for: a transaction id already there (`_ef_transaction_id`) is
 * kept as it is; else a click when it names an offer (oid) and an affiliate (affid); else nothing.
 */
export function affiliatePlan(query: URLSearchParams): AffiliatePlan {
  const known = query.get('_ef_transaction_id')?.trim();
  if (known && isTransactionId(known)) return { kind: 'known', transactionId: known };
  const offerId = query.get('oid')?.trim() ?? '';
  const affiliateId = query.get('affid')?.trim() ?? '';
  if (!ID.test(offerId) || !ID.test(affiliateId)) return { kind: 'none' };
  const sub1 = query.get('sub1')?.trim().slice(0, 255);
  return { kind: 'click', offerId, affiliateId, ...(sub1 ? { sub1 } : {}) };
}
