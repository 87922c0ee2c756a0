import { describe, expect, it } from 'vitest';
import {
  EMPTY_TRAFFIC_SOURCE,
  guidFromAnalyticsCookie,
  mergeTrafficSource,
  parseStoredTrafficSource,
  trafficSourceFromVisit,
} from './traffic-source';

const visit = (query: string, extra: { analyticsCookie?: string; customTracking?: string } = {}) =>
  trafficSourceFromVisit({ query: new URLSearchParams(query), ...extra });

describe('trafficSourceFromVisit', () => {
  it('maps every query field', () => {
    expect(visit('utm_source=google&utm_campaign=spring&ppc=group-1&c=acc-9&q=loan+agreement')).toEqual({
      SourceChannel: 'google',
      SourceCampaign: 'spring',
      SourceAdGroup: 'group-1',
      CustomTracking: null,
      SourceAccount: 'acc-9',
      SourceKeyword: 'loan agreement',
      SourceQParam: 'loan agreement',
      SourceGuid: null,
    });
  });

  it('falls back to s for the channel and a for the ad group', () => {
    const source = visit('s=newsletter&a=ad-7');
    expect(source.SourceChannel).toBe('newsletter');
    expect(source.SourceAdGroup).toBe('ad-7');
  });

  it('prefers utm_source over s and ppc over a', () => {
    const source = visit('s=newsletter&utm_source=bing&a=ad-7&ppc=ppc-1');
    expect(source.SourceChannel).toBe('bing');
    expect(source.SourceAdGroup).toBe('ppc-1');
  });

  it('treats empty query values as absent', () => {
    expect(visit('utm_source=&s=mail').SourceChannel).toBe('mail');
    expect(visit('q=%20').SourceKeyword).toBeNull();
  });

  it('takes the custom tracking value and the analytics guid from cookies', () => {
    const source = visit('', { analyticsCookie: 'GA1.1.1234567890.1700000000', customTracking: 'partner-x' });
    expect(source.CustomTracking).toBe('partner-x');
    expect(source.SourceGuid).toBe('1234567890.1700000000');
  });
});

describe('guidFromAnalyticsCookie', () => {
  it('joins the last two parts of the analytics cookie', () => {
    expect(guidFromAnalyticsCookie('GA1.2.987654321.1690000000')).toBe('987654321.1690000000');
  });
  it('gives null for a missing or malformed cookie', () => {
    expect(guidFromAnalyticsCookie(null)).toBeNull();
    expect(guidFromAnalyticsCookie('GA1.2.abc')).toBeNull();
    expect(guidFromAnalyticsCookie('GA1.2.x.y')).toBeNull();
  });
});

describe('mergeTrafficSource: earlier values are kept when the query lacks them', () => {
  it('keeps stored fields the visit does not bring and overrides the ones it does', () => {
    const stored = { ...EMPTY_TRAFFIC_SOURCE, SourceChannel: 'google', SourceCampaign: 'spring', SourceGuid: '1.2' };
    const merged = mergeTrafficSource(stored, visit('utm_campaign=autumn&q=nda'));
    expect(merged).toEqual({
      ...EMPTY_TRAFFIC_SOURCE,
      SourceChannel: 'google',
      SourceCampaign: 'autumn',
      SourceKeyword: 'nda',
      SourceQParam: 'nda',
      SourceGuid: '1.2',
    });
  });

  it('starts from nothing when nothing was stored', () => {
    expect(mergeTrafficSource(null, visit('c=7'))).toEqual({ ...EMPTY_TRAFFIC_SOURCE, SourceAccount: '7' });
  });
});

describe('parseStoredTrafficSource', () => {
  it('reads the string fields of a stored record and ignores the rest', () => {
    expect(parseStoredTrafficSource('{"SourceChannel":"x","SourceCampaign":5,"other":"y"}')).toEqual({
      SourceChannel: 'x',
    });
  });
  it('gives null for junk', () => {
    expect(parseStoredTrafficSource('not json')).toBeNull();
    expect(parseStoredTrafficSource('[1,2]')).toBeNull();
    expect(parseStoredTrafficSource(null)).toBeNull();
  });
});

/** What the userbase refuses in a traffic-source field (embedded/userbase/signup-payload.ts, openapi.yaml). */
const refusedByUserbase = (value: string | null) =>
  value !== null && (value.length > 500 || /[\u0000-\u001f\u007f-\u009f]/.test(value));

describe('hostile values never reach the record (the userbase refuses them)', () => {
  it('cuts every query value to 500 characters and strips control characters', () => {
    const long = 'x'.repeat(600);
    const source = visit(
      `utm_source=${long}&utm_campaign=spring%0Asale&ppc=a%00b%7Fc&c=%C2%85acc&q=${'nda '.repeat(200)}`,
      { customTracking: `partner\r\n${'p'.repeat(700)}` },
    );
    expect(source.SourceChannel).toBe('x'.repeat(500));
    expect(source.SourceCampaign).toBe('springsale');
    expect(source.SourceAdGroup).toBe('abc');
    expect(source.SourceAccount).toBe('acc');
    expect(source.SourceKeyword).toHaveLength(499);
    expect(source.SourceKeyword).toBe(source.SourceQParam);
    expect(source.CustomTracking).toBe(`partner${'p'.repeat(493)}`);
    for (const value of Object.values(source)) expect(refusedByUserbase(value)).toBe(false);
  });

  it('never leaves half of a surrogate pair at the cut', () => {
    const source = visit(`utm_source=${'x'.repeat(499)}${encodeURIComponent('😀')}`);
    expect(source.SourceChannel).toBe('x'.repeat(499));
  });

  it('treats a value of control characters only as absent, falling back to the next name', () => {
    expect(visit('utm_source=%0A%0D&s=mail').SourceChannel).toBe('mail');
  });

  it('cleans a stored record as it reads it, so an earlier bad visit cannot block later sign-ups', () => {
    const stored = JSON.stringify({
      SourceChannel: 'y'.repeat(600),
      SourceCampaign: 'spring\nsale',
      SourceKeyword: '\u0000',
      SourceGuid: '1.2',
    });
    expect(parseStoredTrafficSource(stored)).toEqual({
      SourceChannel: 'y'.repeat(500),
      SourceCampaign: 'springsale',
      SourceGuid: '1.2',
    });
  });

  it('ignores a stored b_ts that is not an object of strings', () => {
    for (const junk of ['"a string"', '42', 'null', 'true', '[{"SourceChannel":"x"}]', '{"SourceChannel":']) {
      expect(parseStoredTrafficSource(junk)).toBeNull();
    }
    expect(
      parseStoredTrafficSource('{"SourceChannel":{"x":1},"SourceCampaign":["a"],"SourceAccount":7,"SourceGuid":null}'),
    ).toEqual({});
  });

  it('cleans stored values handed to the merge directly, whatever they are', () => {
    const stored = { SourceChannel: 'z'.repeat(900), SourceCampaign: 'a\tb', SourceAccount: 5 as unknown as string };
    expect(mergeTrafficSource(stored, visit(''))).toEqual({
      ...EMPTY_TRAFFIC_SOURCE,
      SourceChannel: 'z'.repeat(500),
      SourceCampaign: 'ab',
    });
  });
});
