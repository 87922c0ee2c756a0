import { describe, expect, it } from 'vitest';
import { buildRecord, countryTimeZone, deviceKind, isLocalAddress, normaliseIp } from './record';

const context = {
  ip: null,
  userAgent: null,
  publicBase: '/loc/',
  servicePhone: '+1 (800) 555-0199',
  customerService: 'weekdays',
};

describe('addresses', () => {
  it('normalises IPv4-mapped and bracketed addresses and refuses what is not an IP', () => {
    expect(normaliseIp('::ffff:81.2.69.142')).toBe('81.2.69.142');
    expect(normaliseIp('[2001:db8::1]')).toBe('2001:db8::1');
    expect(normaliseIp('81.2.69.142; DROP')).toBeUndefined();
    expect(normaliseIp('')).toBeUndefined();
  });

  it('knows loopback, private, link-local and unique-local ranges', () => {
    for (const ip of [
      '127.0.0.1',
      '10.2.3.4',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '100.64.0.1',
      '::1',
      'fd12::1',
      'fe80::1',
    ]) {
      expect(isLocalAddress(ip), ip).toBe(true);
    }
    for (const ip of ['81.2.69.142', '172.32.0.1', '8.8.8.8', '2001:4860:4860::8888'])
      expect(isLocalAddress(ip), ip).toBe(false);
  });
});

describe('deviceKind', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceKind('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36')).toBe('mobile');
    expect(deviceKind('Mozilla/5.0 (Linux; Android 13; SM-X700) Safari/537.36')).toBe('tablet');
    expect(deviceKind('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Mobile/15E148')).toBe('tablet');
    expect(deviceKind('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('desktop');
    expect(deviceKind(null)).toBe('desktop');
  });
});

describe('countryTimeZone', () => {
  it("takes the capital's zone, else the zone most of the country shares", () => {
    expect(countryTimeZone('FR')).toBe('Europe/Paris');
    expect(countryTimeZone('DE')).toBe('Europe/Berlin');
    expect(countryTimeZone('US')).not.toBe('America/Adak');
  });
});

describe('buildRecord', () => {
  it('fills every field of the localization record for a country without a located city', () => {
    const record = buildRecord('FR', { ...context, ip: '127.0.0.1' }, null, 'local address: default country');
    expect(record).toMatchObject({
      ipAddress: '127.0.0.1',
      isoCode: 'FR',
      country_code: 'FR',
      city: null,
      currency: { code: 'EUR', symbol: '€', name: 'Euro' },
      phone_code: '+33',
      time_zone: 'Europe/Paris',
      language: { code: 'fr', name: 'français' },
      StoreID: 'EU',
      TaxCountry: 'FR',
      flags: { svg: '/loc/flags/3x2/FR.svg', square: '/loc/flags/1x1/FR.svg', emoji: '🇫🇷' },
      ServicePhone: '+1 (800) 555-0199',
      message: 'local address: default country',
    });
    expect(record.country.names).toMatchObject({
      en: 'France',
      de: 'Frankreich',
      es: 'Francia',
      it: 'Francia',
      pt: 'França',
    });
  });

  it('answers the US record with USD, the fallback the spec describes', () => {
    const record = buildRecord('US', context, null, 'default');
    expect(record).toMatchObject({
      isoCode: 'US',
      currency: { code: 'USD', symbol: '$' },
      phone_code: '+1',
      StoreID: 'US',
    });
  });
});
