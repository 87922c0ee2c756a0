import { describe, expect, it } from 'vitest';
import { affiliatePlan, isTransactionId } from './affiliate-click';

const plan = (query: string) => affiliatePlan(new URLSearchParams(query));

describe('affiliatePlan', () => {
  it('clicks when the address names an offer and an affiliate, with the sub-id when there is one', () => {
    expect(plan('oid=1&affid=2&sub1=newsletter')).toEqual({
      kind: 'click',
      offerId: '1',
      affiliateId: '2',
      sub1: 'newsletter',
    });
    expect(plan('oid=1&affid=2')).toEqual({ kind: 'click', offerId: '1', affiliateId: '2' });
  });

  it('keeps a transaction id the address already carries, without a click', () => {
    expect(plan('_ef_transaction_id=abc123&oid=1&affid=2')).toEqual({ kind: 'known', transactionId: 'abc123' });
  });

  it('does nothing without an offer, without an affiliate, or with ids that are not plain ids', () => {
    expect(plan('affid=2')).toEqual({ kind: 'none' });
    expect(plan('oid=1')).toEqual({ kind: 'none' });
    expect(plan('oid=1%3Bx&affid=2')).toEqual({ kind: 'none' });
    expect(plan('')).toEqual({ kind: 'none' });
  });

  it('refuses transaction ids a cookie could not hold as they are', () => {
    expect(isTransactionId('0123456789abcdef0123456789abcdef')).toBe(true);
    expect(isTransactionId('a;b')).toBe(false);
    expect(isTransactionId('a b')).toBe(false);
    expect(isTransactionId('')).toBe(false);
    expect(isTransactionId(42)).toBe(false);
  });
});
