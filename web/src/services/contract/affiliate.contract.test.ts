import { describe, expect, it } from 'vitest';
import { conforms } from './openapi';
import { postJson } from './harness';
import { harnessForFile } from './harness-for-file';

const harness = harnessForFile(process.env);
const base = () => harness.base('affiliate');

type ClickAnswer = { transaction_id: string };

describe('POST affiliate click', () => {
  it('records a click and answers a fresh 32-hex transaction id each time', async () => {
    const first = (await conforms(
      '/affiliate/click',
      'post',
      await postJson(`${base()}click`, { offer_id: '1', affiliate_id: 2, sub1: 'spring-newsletter' }),
    )) as ClickAnswer;
    const second = (await conforms(
      '/affiliate/click',
      'post',
      await postJson(`${base()}click/`, { offer_id: 1, affiliate_id: '2' }),
    )) as ClickAnswer;
    expect(first.transaction_id).toMatch(/^[0-9a-f]{32}$/);
    expect(second.transaction_id).not.toBe(first.transaction_id);
    if (harness.services) {
      expect(harness.services.affiliate().click(first.transaction_id)).toMatchObject({
        offer_id: '1',
        affiliate_id: '2',
        sub1: 'spring-newsletter',
        uid: null,
      });
    }
  });

  it.each([
    ['no offer', { affiliate_id: '2' }, 'offer_id'],
    ['an affiliate id with a slash', { offer_id: '1', affiliate_id: '../2' }, 'affiliate_id'],
    ['a sub-id with a control character', { offer_id: '1', affiliate_id: '2', sub1: 'a\u0007b' }, 'sub1'],
    ['a sub-id too long', { offer_id: '1', affiliate_id: '2', sub1: 'x'.repeat(256) }, 'sub1'],
    ['a body that is not JSON', '{"offer_id":', 'JSON'],
  ])('refuses %s with 400 naming the problem, and records nothing', async (_name, body, field) => {
    const before = harness.services?.affiliate().clickCount();
    const response = await postJson(`${base()}click`, body);
    expect(response.status).toBe(400);
    const answer = (await conforms('/affiliate/click', 'post', response)) as { error: string };
    expect(answer.error).toContain(field);
    if (harness.services) expect(harness.services.affiliate().clickCount()).toBe(before);
  });

  it('refuses a body over 4 KiB with 413', async () => {
    const response = await postJson(`${base()}click`, { offer_id: '1', affiliate_id: '2', uid: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    await conforms('/affiliate/click', 'post', response);
  });
});

describe('GET affiliate sdk.js', () => {
  it('serves the script that defines window.EF with click and urlParameter', async () => {
    const response = await fetch(`${base()}sdk.js`);
    await conforms('/affiliate/sdk.js', 'get', response.clone());
    const source = await response.text();
    expect(source).toContain('window.EF =');
    expect(source).toMatch(/click: click, urlParameter: urlParameter/);
    expect(() => new Function(source)).not.toThrow();
  });
});
