import { z } from 'zod';

const names = z.record(z.string(), z.string()).catch({});
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

/**
 * The localization record of signup §3, as the location service answers it. Parsing is lenient
 * (a missing or odd field becomes null/empty) because the record only decorates the page and the
 * sign-up payload; a value that is not an object at all is refused.
 */
export const localizationSchema = z.object({
  city: names,
  country: names,
  isoCode: text,
  country_code: text,
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
  flag: z
    .object({ svg: text, png: text })
    .nullish()
    .catch(null)
    .transform((v) => v ?? { svg: null, png: null }),
  ipAddress: text,
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
    city: {},
    country: {
      en: 'United States',
      fr: 'États-Unis',
      es: 'Estados Unidos',
      de: 'Vereinigte Staaten',
      it: 'Stati Uniti',
      pt: 'Estados Unidos',
    },
    isoCode: 'US',
    country_code: 'US',
    currency: { code: 'USD', symbol: '$', name: 'US Dollar' },
    phone_code: '1',
    time_zone: 'America/New_York',
    ServicePhone: servicePhone,
    customerService: servicePhone,
    language: { code: 'en', name: 'English' },
    StoreID: null,
    TaxCountry: 'US',
    flag: { svg: null, png: null },
    ipAddress: null,
    message: null,
    traits: { is_anonymous_proxy: false, is_anonymous_vpn: false, is_tor_exit_node: false, is_hosting_provider: false },
  };
}

export function parseLocalization(value: unknown): Localization | null {
  const result = localizationSchema.safeParse(value);
  return result.success ? result.data : null;
}
