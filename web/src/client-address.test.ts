import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  UNKNOWN_CLIENT,
  clientAddressFrom,
  requestClientAddress,
  trustClientAddressHeader,
  trustedProxyCount,
} from './client-address';

describe('clientAddressFrom: the client is the socket, or what a trusted proxy saw', () => {
  it('with 0 trusted proxies, a forged X-Forwarded-For is ignored: the socket’s peer is the client', () => {
    expect(clientAddressFrom('192.0.2.10', '203.0.113.66', 0)).toBe('192.0.2.10');
    expect(clientAddressFrom('192.0.2.10', ['203.0.113.66', '198.51.100.1'], 0)).toBe('192.0.2.10');
  });

  it('writes IPv4-mapped IPv6 as IPv4 and IPv6 in lower case', () => {
    expect(clientAddressFrom('::ffff:192.0.2.10', undefined, 0)).toBe('192.0.2.10');
    expect(clientAddressFrom('2001:DB8::1', undefined, 0)).toBe('2001:db8::1');
  });

  it('behind one proxy, takes the entry that proxy appended: earlier ones are the client’s to invent', () => {
    // The client sent "6.6.6.6"; the proxy appended the address it received from.
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddressFrom('10.0.0.2', '203.0.113.7', 1)).toBe('203.0.113.7');
  });

  it('behind two proxies, takes the entry the farther one appended', () => {
    expect(clientAddressFrom('10.0.0.2', '6.6.6.6, 203.0.113.7, 10.0.0.1', 2)).toBe('203.0.113.7');
  });

  it('falls back to a trusted hop when the header is missing, shorter than the chain or not an address', () => {
    expect(clientAddressFrom('10.0.0.2', undefined, 1)).toBe('10.0.0.2');
    expect(clientAddressFrom('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientAddressFrom('10.0.0.2', 'not-an-address', 1)).toBe('10.0.0.2');
    expect(clientAddressFrom(undefined, undefined, 0)).toBe(UNKNOWN_CLIENT);
  });
});

describe('requestClientAddress', () => {
  afterEach(() => trustClientAddressHeader(false));

  it('reads the server’s header only once a server said it writes it; X-Real-IP never counts', () => {
    const headers = new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.10', 'x-real-ip': '203.0.113.66' });
    expect(requestClientAddress(headers)).toBe(UNKNOWN_CLIENT);
    trustClientAddressHeader();
    expect(requestClientAddress(headers)).toBe('192.0.2.10');
    expect(requestClientAddress(new Headers({ 'x-real-ip': '203.0.113.66' }))).toBe(UNKNOWN_CLIENT);
  });
});

describe('trustedProxyCount', () => {
  it('reads TRUSTED_PROXY_COUNT, 0 when unset', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount(' ')).toBe(0);
    expect(trustedProxyCount('2')).toBe(2);
  });
});
