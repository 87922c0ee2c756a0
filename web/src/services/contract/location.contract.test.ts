import { describe, expect, it } from 'vitest';
import { conforms } from './openapi';
import { postJson } from './harness';
import { harnessForFile } from './harness-for-file';

const harness = harnessForFile(process.env);
const base = () => harness.base('location');

type Record = {
  isoCode: string;
  country_code: string;
  ipAddress: string | null;
  country: { names: { [language: string]: string } };
  city: { name: string; names: { [language: string]: string } } | null;
  currency: { code: string; symbol: string };
  phone_code: string;
  time_zone: string;
  device: string;
  flags: { svg: string };
};

async function lookup(forwardedFor: string | null, headers: { [name: string]: string } = {}): Promise<Record> {
  const response = await fetch(base(), {
    headers: { ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}), ...headers },
  });
  return (await conforms('/location/', 'get', response)) as Record;
}

describe('GET location service root', () => {
  it('locates the first address of a forwarded list, with names in several languages', async () => {
    const record = await lookup('83.208.93.244, 10.1.2.3, 127.0.0.1');
    expect(record).toMatchObject({ isoCode: 'CZ', country_code: 'CZ', ipAddress: '83.208.93.244', phone_code: '+420' });
    expect(record.currency.code).toBe('CZK');
    expect(record.time_zone).toBe('Europe/Prague');
    expect(record.city?.names).toMatchObject({ en: 'Prague', de: 'Prag', es: 'Praga', fr: 'Prague' });
    expect(record.country.names).toMatchObject({ en: 'Czechia', de: 'Tschechien', fr: 'Tchéquie', it: 'Cechia' });
  });

  it('answers currency, phone code, time zone and flag for a UK address', async () => {
    const record = await lookup('81.2.69.142');
    expect(record).toMatchObject({ isoCode: 'GB', phone_code: '+44', time_zone: 'Europe/London' });
    expect(record.currency).toMatchObject({ code: 'GBP', symbol: '£' });
    const flag = await fetch(new URL(record.flags.svg, base()));
    expect(flag.status).toBe(200);
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
    expect(await flag.text()).toMatch(/^<svg/);
  });

  it('locates IPv6 addresses', async () => {
    expect((await lookup('2001:4860:4860::8888')).isoCode).toBe('US');
  });

  it('reads the device kind from the User-Agent', async () => {
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const tablet = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
    expect((await lookup('81.2.69.142', { 'user-agent': phone })).device).toBe('mobile');
    expect((await lookup('81.2.69.142', { 'user-agent': tablet })).device).toBe('tablet');
    expect((await lookup('81.2.69.142', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' })).device).toBe('desktop');
  });
});

describe.skipIf(!!process.env.CONTRACT_BASE_URL)('embedded location service only', () => {
  it('answers the default country (US) for loopback, private and unknown addresses', async () => {
    for (const ip of ['127.0.0.1', '10.0.0.8', '192.168.1.20', '::1', 'fd00::1', '192.0.2.1', 'not-an-ip']) {
      const record = await lookup(ip);
      expect(record.isoCode, ip).toBe('US');
      expect(record.currency.code).toBe('USD');
    }
  });

  it('fails on the switch, and for one browser through its cookie, so the fallback can be tested', async () => {
    const on = await postJson(`${base()}admin/fail/`, { fail: true });
    expect(await conforms('/location/admin/fail/', 'post', on)).toEqual({ fail: true });
    const failed = await fetch(base());
    expect(failed.status).toBe(503);
    await conforms('/location/', 'get', failed);
    expect(
      await conforms('/location/admin/fail/', 'post', await postJson(`${base()}admin/fail`, { fail: false })),
    ).toEqual({
      fail: false,
    });
    expect((await fetch(base())).status).toBe(200);
    const withCookie = await fetch(base(), { headers: { cookie: 'theme=dark; embedded-location-fail=1' } });
    expect(withCookie.status).toBe(503);
    expect((await fetch(base())).status).toBe(200);
  });
});
