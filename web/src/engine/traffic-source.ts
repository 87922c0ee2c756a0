import { plainText } from './plain-text';

/** Where the visitor came from (utm and ad query fields), kept in localStorage under b_ts and in state. */
export interface TrafficSource {
  SourceChannel: string | null;
  SourceCampaign: string | null;
  SourceAdGroup: string | null;
  CustomTracking: string | null;
  SourceAccount: string | null;
  SourceKeyword: string | null;
  SourceQParam: string | null;
  SourceGuid: string | null;
}

export const TRAFFIC_SOURCE_KEY = 'b_ts';
/** The record is captured this long after load. */
export const TRAFFIC_SOURCE_DELAY_MS = 1000;
/** The longest value the userbase takes in a traffic-source field (openapi.yaml, NullableText). */
export const TRAFFIC_SOURCE_MAX_LENGTH = 500;

export const EMPTY_TRAFFIC_SOURCE: TrafficSource = {
  SourceChannel: null,
  SourceCampaign: null,
  SourceAdGroup: null,
  CustomTracking: null,
  SourceAccount: null,
  SourceKeyword: null,
  SourceQParam: null,
  SourceGuid: null,
};

const FIELDS = Object.keys(EMPTY_TRAFFIC_SOURCE) as (keyof TrafficSource)[];

/**
 * Every value is cleaned as it enters the record: one visit with an over-long or control-character
 * value would otherwise stay in b_ts and make every later sign-up from that browser fail.
 */
const clean = (value: unknown) => plainText(value, TRAFFIC_SOURCE_MAX_LENGTH);

function first(query: URLSearchParams, ...names: string[]): string | null {
  for (const name of names) {
    const value = clean(query.get(name));
    if (value) return value;
  }
  return null;
}

/**
 * The analytics client id from the analytics cookie: its parts after the version and domain-depth
 * prefix ('GA1.1.1234567890.1700000000' -> '1234567890.1700000000'). Null when the cookie has no
 * such parts.
 */
export function guidFromAnalyticsCookie(cookie: string | null | undefined): string | null {
  if (!cookie) return null;
  const parts = cookie.trim().split('.');
  if (parts.length < 4) return null;
  const [random, timestamp] = parts.slice(-2);
  if (!/^\d+$/.test(random ?? '') || !/^\d+$/.test(timestamp ?? '')) return null;
  return `${random}.${timestamp}`;
}

export interface CaptureInput {
  query: URLSearchParams;
  /** The analytics cookie (_ga). */
  analyticsCookie?: string | null;
  /** The custom tracking value (the b_source-custom cookie). */
  customTracking?: string | null;
}

/** The values this visit brings; null where the visit says nothing. */
export function trafficSourceFromVisit({ query, analyticsCookie, customTracking }: CaptureInput): TrafficSource {
  const q = first(query, 'q');
  return {
    SourceChannel: first(query, 'utm_source', 's'),
    SourceCampaign: first(query, 'utm_campaign'),
    SourceAdGroup: first(query, 'ppc', 'a'),
    CustomTracking: clean(customTracking),
    SourceAccount: first(query, 'c'),
    SourceKeyword: q,
    SourceQParam: q,
    SourceGuid: clean(guidFromAnalyticsCookie(analyticsCookie)),
  };
}

/**
 * Earlier stored values are kept where this visit has none. Both sides are cleaned again
 * here: a record stored by an earlier version of the site may hold values the userbase refuses.
 */
export function mergeTrafficSource(stored: Partial<TrafficSource> | null, visit: TrafficSource): TrafficSource {
  const merged = { ...EMPTY_TRAFFIC_SOURCE };
  for (const field of FIELDS) {
    merged[field] = clean(visit[field]) ?? clean(stored?.[field]);
  }
  return merged;
}

/**
 * A stored b_ts value, tolerant of anything another script or an old version left there: anything
 * but a JSON object is ignored, and so is every field that is not a string; the strings are cleaned.
 */
export function parseStoredTrafficSource(raw: string | null): Partial<TrafficSource> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const record: Partial<TrafficSource> = {};
    for (const field of FIELDS) {
      const v = clean((value as Record<string, unknown>)[field]);
      if (v !== null) record[field] = v;
    }
    return record;
  } catch {
    return null;
  }
}
