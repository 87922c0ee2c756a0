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

describe('trafficSourceFromVisit (signup §3)', () => {
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
