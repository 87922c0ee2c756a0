import { z } from 'zod';
import type { Device } from './types';

const text = z
  .string()
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);
const flag = z
  .boolean()
  .nullish()
  .catch(null)
  .transform((v) => v ?? false);
const named = z
  .object({ name: z.string(), names: z.record(z.string(), z.string()).catch({}) })
  .nullish()
  .catch(null)
  .transform((v) => v ?? null);

/**
 * The localization record of signup §3, in the shape the location service answers
 * (web/src/services/openapi.yaml, LocalizationRecord). Parsing is lenient, a missing or odd field
 * becomes null/empty, because the record only decorates the page and the sign-up payload; a value
 * that is not an object at all is refused.
 */
export const localizationSchema = z.object({
  ipAddress: text,
  isoCode: text,
  country_code: text,
  country: named,
  city: named,
  currency: z
    .object({ code: text, symbol: text, name: text })
    .nullish()
    .catch(null)
    .transform((v) => v ?? { code: null, symbol: null, name: null }),
  phone_code: text,
  time_zone: text,
  ServicePhone: text,
  customerService: text,
  language: z
    .object({ code: text, name: text })
    .nullish()
    .catch(null)
    .transform((v) => v ?? { code: null, name: null }),
  StoreID: z
    .union([z.string(), z.number()])
    .nullish()
    .catch(null)
    .transform((v) => (v == null ? null : String(v))),
  TaxCountry: text,
  flags: z
    .object({ svg: text, square: text, emoji: text })
    .nullish()
    .catch(null)
    .transform((v) => v ?? { svg: null, square: null, emoji: null }),
  /** The device kind the service read from the request (signup §3: Device comes from here). */
  device: z
    .enum(['desktop', 'mobile', 'tablet'])
    .nullish()
    .catch(null)
    .transform((v): Device | null => v ?? null),
  message: text,
  traits: z
    .object({
      is_anonymous_proxy: flag,
      is_anonymous_vpn: flag,
      is_tor_exit_node: flag,
      is_hosting_provider: flag,
    })
    .nullish()
    .catch(null)
    .transform(
      (v) =>
        v ?? {
          is_anonymous_proxy: false,
          is_anonymous_vpn: false,
          is_tor_exit_node: false,
          is_hosting_provider: false,
        },
    ),
});

export type Localization = z.infer<typeof localizationSchema>;

export const LOCALIZATION_RETRY_MS = 10_000;

/** The built-in record used when the location service fails (signup §3, §9): United States, USD. */
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

export function parseLocalization(value: unknown): Localization | null {
  const result = localizationSchema.safeParse(value);
  return result.success ? result.data : null;
}
