import { describe, expect, it } from 'vitest';
import { buildAccountPayload, firstIpAddress, type PayloadInput } from './payload';
import { EMPTY_TRAFFIC_SOURCE } from './traffic-source';

const input: PayloadInput = {
  email: '  ada@example.com ',
  password: null,
  sendDevice: true,
  device: 'mobile',
  ipAddress: '203.0.113.7, 10.0.0.1, 10.0.0.2',
  locale: 'es',
  docName: 'Plan de Negocios',
  host: 'www.paperwise.test',
  path: '/es/docs/ab/11.05.24/01/',
  trafficSource: { ...EMPTY_TRAFFIC_SOURCE, SourceChannel: 'google', SourceGuid: '1.2' },
};

describe('buildAccountPayload', () => {
  it('builds the e-mail-only payload with every field', () => {
    expect(buildAccountPayload(input)).toEqual({
      Email: 'ada@example.com',
      Password: null,
      AutogeneratePassword: true,
      Device: 'mobile',
      IpAddress: '203.0.113.7',
      Language: 'es',
      DocName: 'Plan de Negocios',
      CreationPage: 'www.paperwise.test/es/docs/ab/11.05.24/01/',
      ...EMPTY_TRAFFIC_SOURCE,
      SourceChannel: 'google',
      SourceGuid: '1.2',
    });
  });

  it('leaves Device out where the variant says so', () => {
    const payload = buildAccountPayload({ ...input, sendDevice: false });
    expect('Device' in payload).toBe(false);
    expect(JSON.parse(JSON.stringify(payload))).not.toHaveProperty('Device');
  });

  it('sends the chosen password and no auto-generation in the password dialog', () => {
    const payload = buildAccountPayload({ ...input, password: 'abcd1234' });
    expect(payload.Password).toBe('abcd1234');
    expect(payload.AutogeneratePassword).toBe(false);
  });
});

describe('firstIpAddress', () => {
  it('takes the first entry of a comma-separated list, trimmed', () => {
    expect(firstIpAddress(' 198.51.100.1 ,10.0.0.1')).toBe('198.51.100.1');
    expect(firstIpAddress('2001:db8::1')).toBe('2001:db8::1');
  });
  it('gives null for nothing', () => {
    expect(firstIpAddress(undefined)).toBeNull();
    expect(firstIpAddress('')).toBeNull();
    expect(firstIpAddress(' ,10.0.0.1')).toBeNull();
  });
});

describe('the payload never holds a value the userbase refuses (openapi.yaml, SignupPayload)', () => {
  it('cleans the traffic source, whatever state it comes from', () => {
    const payload = buildAccountPayload({
      ...input,
      trafficSource: { ...EMPTY_TRAFFIC_SOURCE, SourceChannel: 'x'.repeat(600), SourceCampaign: 'spring\nsale' },
    });
    expect(payload.SourceChannel).toBe('x'.repeat(500));
    expect(payload.SourceCampaign).toBe('springsale');
  });

  it('keeps DocName within 300 characters and free of control characters', () => {
    expect(buildAccountPayload({ ...input, docName: `Plan\u0007 ${'d'.repeat(400)}` }).DocName).toBe(
      `Plan ${'d'.repeat(295)}`,
    );
    expect(buildAccountPayload({ ...input, docName: ' \n ' }).DocName).toBeNull();
    expect(buildAccountPayload({ ...input, docName: null }).DocName).toBeNull();
  });

  it('keeps CreationPage within 2048 characters, and leaves it out for a host the userbase does not take', () => {
    const long = buildAccountPayload({ ...input, path: `/${'p'.repeat(3000)}` }).CreationPage;
    expect(long).toHaveLength(2048);
    expect(long!.startsWith('www.paperwise.test/ppp')).toBe(true);
    expect(buildAccountPayload({ ...input, host: 'localhost:3000' }).CreationPage).toBe(
      'localhost:3000/es/docs/ab/11.05.24/01/',
    );
    expect(buildAccountPayload({ ...input, host: '[::1]:3000' }).CreationPage).toBeNull();
  });

  it('leaves out an address the location service gave that is not an IP address', () => {
    expect(buildAccountPayload({ ...input, ipAddress: 'unknown\n' }).IpAddress).toBeNull();
    expect(buildAccountPayload({ ...input, ipAddress: '9'.repeat(600) }).IpAddress).toBeNull();
  });
});
