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

describe('buildAccountPayload (signup §3)', () => {
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
