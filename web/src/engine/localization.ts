import type { Device } from './types';

interface PlaceName {
  name: string;
  names: Record<string, string>;
}

/** The visitor's localization record, in the shape the location service answers (openapi LocalizationRecord). */
export interface Localization {
  ipAddress: string | null;
  isoCode: string | null;
  country_code: string | null;
  country: PlaceName | null;
  city: PlaceName | null;
  currency: { code: string | null; symbol: string | null; name: string | null };
  phone_code: string | null;
  time_zone: string | null;
  ServicePhone: string | null;
  customerService: string | null;
  language: { code: string | null; name: string | null };
  StoreID: string | null;
  TaxCountry: string | null;
  flags: { svg: string | null; square: string | null; emoji: string | null };
  /** The device kind the service read from the request; the payload's Device comes from here. */
  device: Device | null;
  message: string | null;
  traits: {
    is_anonymous_proxy: boolean;
    is_anonymous_vpn: boolean;
    is_tor_exit_node: boolean;
    is_hosting_provider: boolean;
  };
}

type Loose = Record<string, unknown>;

function isObject(value: unknown): value is Loose {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function object(value: unknown): Loose {
  return isObject(value) ? value : {};
}

function names(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(object(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function place(value: unknown): PlaceName | null {
  return isObject(value) && typeof value.name === 'string' ? { name: value.name, names: names(value.names) } : null;
}

const DEVICES: readonly Device[] = ['desktop', 'mobile', 'tablet'];

/**
 * Reads the location service's answer leniently: a missing or odd field becomes null/empty, since
 * the record only decorates the page and the sign-up payload; a value that is not an object at all
 * is refused. Hand-written rather than a schema library so that the landing page's start-up code
 * stays small.
 */
export function parseLocalization(value: unknown): Localization | null {
  if (!isObject(value)) return null;
  const currency = object(value.currency);
  const language = object(value.language);
  const flags = object(value.flags);
  const traits = object(value.traits);
  const store = value.StoreID;
  return {
    ipAddress: text(value.ipAddress),
    isoCode: text(value.isoCode),
    country_code: text(value.country_code),
    country: place(value.country),
    city: place(value.city),
    currency: { code: text(currency.code), symbol: text(currency.symbol), name: text(currency.name) },
    phone_code: text(value.phone_code),
    time_zone: text(value.time_zone),
    ServicePhone: text(value.ServicePhone),
    customerService: text(value.customerService),
    language: { code: text(language.code), name: text(language.name) },
    StoreID: typeof store === 'string' || typeof store === 'number' ? String(store) : null,
    TaxCountry: text(value.TaxCountry),
    flags: { svg: text(flags.svg), square: text(flags.square), emoji: text(flags.emoji) },
    device: DEVICES.find((d) => d === value.device) ?? null,
    message: text(value.message),
    traits: {
      is_anonymous_proxy: traits.is_anonymous_proxy === true,
      is_anonymous_vpn: traits.is_anonymous_vpn === true,
      is_tor_exit_node: traits.is_tor_exit_node === true,
      is_hosting_provider: traits.is_hosting_provider === true,
    },
  };
}

export const LOCALIZATION_RETRY_MS = 10_000;

/** The built-in record used when the location service fails: United States, USD. */
export function fallbackLocalization(servicePhone: string | null): Localization {
  return {
    ipAddress: null,
    isoCode: 'US',
    country_code: 'US',
    country: {
      name: 'United States',
      names: {
        en: 'United States',
        fr: 'États-Unis',
        es: 'Estados Unidos',
        de: 'Vereinigte Staaten',
        it: 'Stati Uniti',
        pt: 'Estados Unidos',
      },
    },
    city: null,
    currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
    phone_code: '+1',
    time_zone: 'America/New_York',
    ServicePhone: servicePhone,
    customerService: servicePhone,
    language: { code: 'en', name: 'English' },
    StoreID: null,
    TaxCountry: 'US',
    flags: { svg: null, square: null, emoji: '🇺🇸' },
    device: null,
    message: null,
    traits: { is_anonymous_proxy: false, is_anonymous_vpn: false, is_tor_exit_node: false, is_hosting_provider: false },
  };
}

const SITE_LANGUAGES = ['en', 'de', 'es', 'fr', 'it', 'pt'];
/** Browsers drop a cookie above 4096 bytes; the record's value stays well under that. */
export const LOCALIZATION_COOKIE_MAX = 3500;

function siteNames(names: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter(([lang]) => SITE_LANGUAGES.includes(lang)));
}

/**
 * The record as the b_localization cookie holds it: place names only in the site's languages, and
 * without them altogether if that is still too long for a cookie.
 */
export function localizationCookieValue(record: Localization): string {
  const compact: Localization = {
    ...record,
    country: record.country && { ...record.country, names: siteNames(record.country.names) },
    city: record.city && { ...record.city, names: siteNames(record.city.names) },
  };
  const value = JSON.stringify(compact);
  if (encodeURIComponent(value).length <= LOCALIZATION_COOKIE_MAX) return value;
  return JSON.stringify({
    ...compact,
    country: compact.country && { name: compact.country.name, names: {} },
    city: compact.city && { name: compact.city.name, names: {} },
  });
}
