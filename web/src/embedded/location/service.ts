import { readFileSync } from 'node:fs';
import type { TCountryCode } from 'countries-list';
import { Reader, type CityResponse } from 'maxmind';
import * as squareFlags from 'country-flag-icons/string/1x1';
import * as wideFlags from 'country-flag-icons/string/3x2';
import { HttpError, callerIp, createRouter, json, readJson } from '../http';
import { buildRecord, isCountryCode, isLocalAddress, normaliseIp } from './record';

export interface LocationOptions {
  /** A GeoLite2-City database (MaxMind DB format). */
  databasePath: string;
  /** ISO code of the country answered for loopback and private addresses. */
  defaultCountry: string;
  /** Start switched to failing (LOCATION_FAIL). */
  fail?: boolean;
  /** Admin switch and per-browser failure cookie allowed (never in production unless asked). */
  adminEnabled?: boolean;
  /** The service's public base path or URL, ending in '/': flag images are addressed under it. */
  publicBase: string;
  servicePhone?: string;
  customerService?: string;
}

/** The cookie that makes this one browser's lookups fail, where the admin switch is allowed. */
export const FAIL_COOKIE = 'embedded-location-fail';

const DEFAULT_SERVICE_PHONE = '+1 (800) 555-0199';
const DEFAULT_CUSTOMER_SERVICE = 'Monday to Friday, 9 am to 5 pm Eastern Time';

/** Stands in for the location service: the localization record for the caller's address. */
export function createLocationService(options: LocationOptions) {
  const wanted = options.defaultCountry.toUpperCase();
  if (!isCountryCode(wanted))
    throw new Error(`LOCATION_DEFAULT_COUNTRY: ${options.defaultCountry} is not a country code`);
  const defaultCountry: TCountryCode = wanted;
  let failing = options.fail ?? false;
  let reader: Reader<CityResponse> | undefined;
  // Read once, on first use: the database is 60 MB and most processes never ask.
  const database = () => (reader ??= new Reader<CityResponse>(readFileSync(options.databasePath)));

  function failureRequested(request: Request): boolean {
    if (failing) return true;
    if (!options.adminEnabled) return false;
    const cookies = request.headers.get('cookie') ?? '';
    return cookies.split(';').some((part) => part.trim() === `${FAIL_COOKIE}=1`);
  }

  function locate(request: Request) {
    const ip = normaliseIp(callerIp(request)) ?? null;
    const context = {
      ip,
      userAgent: request.headers.get('user-agent'),
      publicBase: options.publicBase,
      servicePhone: options.servicePhone ?? DEFAULT_SERVICE_PHONE,
      customerService: options.customerService ?? DEFAULT_CUSTOMER_SERVICE,
    };
    if (!ip) return buildRecord(defaultCountry, context, null, 'no caller address: default country');
    if (isLocalAddress(ip)) return buildRecord(defaultCountry, context, null, 'local address: default country');
    const found = database().get(ip);
    const code = found?.country?.iso_code ?? found?.registered_country?.iso_code;
    if (!found || !code || !isCountryCode(code)) {
      return buildRecord(defaultCountry, context, null, 'address not in the database: default country');
    }
    return buildRecord(code, context, found, 'located');
  }

  const handler = createRouter([
    [
      'GET',
      '',
      (request) => {
        if (failureRequested(request)) {
          throw new HttpError(503, 'the location service is switched to fail (testing)', { 'retry-after': '10' });
        }
        return json(locate(request), 200, { vary: 'x-forwarded-for, user-agent' });
      },
    ],
    [
      'GET',
      'flags/:shape/:file',
      (_request, { shape, file }) => {
        const code = /^([A-Z]{2})\.svg$/.exec(file!)?.[1];
        const set: Record<string, string> | undefined =
          shape === '3x2'
            ? (wideFlags as unknown as Record<string, string>)
            : shape === '1x1'
              ? (squareFlags as unknown as Record<string, string>)
              : undefined;
        const svg = code && set && Object.hasOwn(set, code) ? set[code] : undefined;
        if (!svg) throw new HttpError(404, 'no such flag');
        return new Response(svg, {
          headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=31536000, immutable' },
        });
      },
    ],
    [
      'GET',
      'admin/fail',
      () => {
        if (!options.adminEnabled) throw new HttpError(404, 'no such resource');
        return json({ fail: failing });
      },
    ],
    [
      'POST',
      'admin/fail',
      async (request) => {
        if (!options.adminEnabled) throw new HttpError(404, 'no such resource');
        const body = await readJson(request);
        const fail = (body as { fail?: unknown } | null)?.fail;
        if (typeof fail !== 'boolean') throw new HttpError(400, 'fail: must be true or false');
        failing = fail;
        return json({ fail: failing });
      },
    ],
  ]);

  return { handler, locate, setFailing: (value: boolean) => (failing = value) };
}

export type LocationService = ReturnType<typeof createLocationService>;
