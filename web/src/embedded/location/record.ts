import { BlockList, isIP } from 'node:net';
import { getTimezonesForCountry } from 'countries-and-timezones';
import { continents, countries, getEmojiFlag, type ICountry, type TCountryCode } from 'countries-list';
import { getCurrency } from 'countries-list/currencies';
import type { CityResponse } from 'maxmind';

/** The site's languages, in which every record names the country. */
const SITE_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'] as const;

export interface LocalizationRecord {
  ipAddress: string | null;
  isoCode: string;
  country_code: string;
  country: { name: string; names: Record<string, string> };
  city: { name: string; names: Record<string, string> } | null;
  continent: { code: string; name: string };
  currency: { code: string; symbol: string; name: string };
  phone_code: string;
  time_zone: string;
  ServicePhone: string;
  customerService: string;
  language: { code: string; name: string };
  StoreID: string;
  TaxCountry: string;
  flags: { svg: string; square: string; emoji: string };
  device: 'desktop' | 'mobile' | 'tablet';
  message: string;
  traits: {
    is_anonymous_proxy: boolean;
    is_anonymous_vpn: boolean;
    is_tor_exit_node: boolean;
    is_hosting_provider: boolean;
    is_satellite_provider: boolean;
  };
}

export interface RecordContext {
  ip: string | null;
  userAgent: string | null;
  /** Where the service's flag images are served ('/embedded/location/'). */
  publicBase: string;
  servicePhone: string;
  customerService: string;
}

/** Loopback, private, link-local, shared and unique-local ranges: no location to find there. */
const LOCAL_RANGES = (() => {
  const list = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8],
    ['10.0.0.0', 8],
    ['100.64.0.0', 10],
    ['127.0.0.0', 8],
    ['169.254.0.0', 16],
    ['172.16.0.0', 12],
    ['192.168.0.0', 16],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv4');
  }
  for (const [network, prefix] of [
    ['::', 127],
    ['fc00::', 7],
    ['fe80::', 10],
  ] as const) {
    list.addSubnet(network, prefix, 'ipv6');
  }
  return list;
})();

/** A usable address: IPv4-mapped IPv6 unwrapped; undefined for anything that is not an IP. */
export function normaliseIp(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim().replace(/^\[|\]$/g, '');
  if (!trimmed) return undefined;
  const unmapped = trimmed.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  return isIP(unmapped) ? unmapped : undefined;
}

export function isLocalAddress(ip: string): boolean {
  return LOCAL_RANGES.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/** Device kind from the User-Agent: tablets first (their agents often say Mobile too). */
export function deviceKind(userAgent: string | null): LocalizationRecord['device'] {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(ua)) return 'mobile';
  return 'desktop';
}

export function isCountryCode(code: string): code is TCountryCode {
  return Object.hasOwn(countries, code);
}

const displayNames = new Map<string, Intl.DisplayNames>();
function displayName(locale: string, type: 'region' | 'language', code: string): string | undefined {
  const key = `${locale}/${type}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type, fallback: 'none' });
    displayNames.set(key, names);
  }
  return names.of(code);
}

/**
 * A time zone for a country when no address located it: the zone of the capital where the
 * zone is named after it (Europe/Paris), else the zone most of the country's zones share an
 * offset with (America/Detroit rather than America/Adak for the United States).
 */
export function countryTimeZone(code: TCountryCode): string {
  const zones = getTimezonesForCountry(code) ?? [];
  if (zones.length === 0) return 'UTC';
  const capital = countries[code].capital.replace(/\s+/g, '_').toLowerCase();
  const byCapital = zones.find((zone) => zone.name.toLowerCase().endsWith(`/${capital}`));
  if (byCapital) return byCapital.name;
  const counts = new Map<number, number>();
  zones.forEach((zone) => counts.set(zone.utcOffset, (counts.get(zone.utcOffset) ?? 0) + 1));
  const commonest = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return zones.find((zone) => zone.utcOffset === commonest)!.name;
}

/** The store a country buys from, by its currency. */
function storeId(currency: string): string {
  const stores: Record<string, string> = { USD: 'US', EUR: 'EU', GBP: 'UK', CAD: 'CA', AUD: 'AU' };
  return stores[currency] ?? 'INTL';
}

/** Country names in the site's six languages (CLDR through Intl) and in the database's others. */
function countryNames(code: TCountryCode, fromDatabase?: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = {};
  for (const language of SITE_LANGUAGES)
    names[language] = displayName(language, 'region', code) ?? countries[code].name;
  for (const [language, name] of Object.entries(fromDatabase ?? {})) names[language] ??= name;
  return names;
}

/** City names from the database, in every language it has (de, en, es, fr, ja, pt-BR, ru, zh-CN). */
function cityNames(fromDatabase: Record<string, string>): Record<string, string> {
  const names: Record<string, string> = { ...fromDatabase };
  if (names['pt-BR'] && !names.pt) names.pt = names['pt-BR'];
  return names;
}

/**
 * The localization record the site expects, for a country and, when the database located the
 * address, its city, time zone and traits.
 */
export function buildRecord(
  code: TCountryCode,
  context: RecordContext,
  located: CityResponse | null,
  message: string,
): LocalizationRecord {
  const country: ICountry = countries[code];
  const currencyCode = country.currency[0] ?? 'USD';
  const currency = getCurrency(currencyCode as Parameters<typeof getCurrency>[0]);
  const siteLanguage = country.languages.find((l) => (SITE_LANGUAGES as readonly string[]).includes(l)) ?? 'en';
  const traits = (located?.traits ?? {}) as Record<string, unknown>;
  const cityRecordNames = located?.city?.names as Record<string, string> | undefined;
  const names = countryNames(code, located?.country?.names as Record<string, string> | undefined);
  return {
    ipAddress: context.ip,
    isoCode: code,
    country_code: code,
    country: { name: names.en ?? country.name, names },
    city: cityRecordNames?.en ? { name: cityRecordNames.en, names: cityNames(cityRecordNames) } : null,
    continent: {
      code: country.continent,
      name: continents[country.continent],
    },
    currency: {
      code: currencyCode,
      symbol: currency?.symbol ?? currencyCode,
      name: currency?.name ?? currencyCode,
    },
    phone_code: country.phone[0] !== undefined ? `+${country.phone[0]}` : '',
    time_zone: located?.location?.time_zone ?? countryTimeZone(code),
    ServicePhone: context.servicePhone,
    customerService: context.customerService,
    language: { code: siteLanguage, name: displayName(siteLanguage, 'language', siteLanguage) ?? siteLanguage },
    StoreID: storeId(currencyCode),
    TaxCountry: code,
    flags: {
      svg: `${context.publicBase}flags/3x2/${code}.svg`,
      square: `${context.publicBase}flags/1x1/${code}.svg`,
      emoji: getEmojiFlag(code),
    },
    device: deviceKind(context.userAgent),
    message,
    traits: {
      is_anonymous_proxy: traits.is_anonymous_proxy === true,
      is_anonymous_vpn: traits.is_anonymous_vpn === true,
      is_tor_exit_node: traits.is_tor_exit_node === true,
      is_hosting_provider: traits.is_hosting_provider === true,
      is_satellite_provider: traits.is_satellite_provider === true,
    },
  };
}
