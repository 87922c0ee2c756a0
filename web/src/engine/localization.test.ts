import { describe, expect, it } from 'vitest';
import {
  fallbackLocalization,
  LOCALIZATION_COOKIE_MAX,
  localizationCookieValue,
  parseLocalization,
} from './localization';
import { MONTREAL_RECORD } from '../../tests/e2e/location-record';

describe('localization record', () => {
  it('reads the location service record', () => {
    const record = parseLocalization({
      ...MONTREAL_RECORD,
      device: 'mobile',
      traits: { ...MONTREAL_RECORD.traits, is_anonymous_vpn: true },
    });
    expect(record).toMatchObject({
      country_code: 'CA',
      city: { names: { fr: 'Montréal' } },
      currency: { code: 'CAD' },
      device: 'mobile',
      traits: { is_anonymous_vpn: true },
    });
  });

  it('is lenient with odd fields and refuses what is not a record', () => {
    expect(parseLocalization({ device: 'fridge', currency: 5 })).toMatchObject({
      device: null,
      currency: { code: null },
      country_code: null,
    });
    expect(parseLocalization('US')).toBeNull();
    expect(parseLocalization(null)).toBeNull();
  });

  it('has a built-in United States record in USD with the service phone', () => {
    expect(fallbackLocalization('+1 555 0100')).toMatchObject({
      country_code: 'US',
      isoCode: 'US',
      country: { name: 'United States' },
      currency: { code: 'USD', symbol: '$' },
      ServicePhone: '+1 555 0100',
    });
  });
});

describe('localizationCookieValue', () => {
  const many = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`x${i}`, 'Name '.repeat(8)]));

  it("keeps place names only in the site's languages", () => {
    const record = {
      ...fallbackLocalization(null),
      city: { name: 'Montreal', names: { en: 'Montreal', fr: 'Montréal', ja: 'モントリオール' } },
    };
    expect(JSON.parse(localizationCookieValue(record)).city.names).toEqual({ en: 'Montreal', fr: 'Montréal' });
  });

  it('stays under the cookie size limit', () => {
    const long = 'Ville '.repeat(60);
    const names = { en: long, de: long, es: long, fr: long, it: long, pt: long, ...many };
    const record = { ...fallbackLocalization(null), city: { name: 'X', names }, country: { name: 'Y', names } };
    const value = localizationCookieValue(record);
    expect(encodeURIComponent(value).length).toBeLessThanOrEqual(LOCALIZATION_COOKIE_MAX);
    expect(JSON.parse(value)).toMatchObject({ country_code: 'US', city: { name: 'X', names: {} } });
  });
});
