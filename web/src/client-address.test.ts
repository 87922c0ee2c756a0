import { afterEach, describe, expect, it } from 'vitest';
import {
  CLIENT_ADDRESS_HEADER,
  UNKNOWN_CLIENT,
  clientAddressFrom,
  clientKey,
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

  it('hands the routes an IPv6 client as its /64', () => {
    trustClientAddressHeader();
    const from = (address: string) => requestClientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: address }));
    expect(from('2001:db8:1:2::a')).toBe(from('2001:db8:1:2::b'));
    expect(from('2001:db8:1:2::a')).not.toBe(from('2001:db8:1:3::a'));
  });
});

describe('clientKey: IPv4 per address, IPv6 per /64', () => {
  it('keeps an IPv4 address as it is, one key per address', () => {
    expect(clientKey('192.0.2.10')).toBe('192.0.2.10');
    expect(clientKey(' 192.0.2.11 ')).toBe('192.0.2.11');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address, however it is written', () => {
    expect(clientKey('::ffff:192.0.2.10')).toBe('192.0.2.10');
    expect(clientKey('::FFFF:C000:020A')).toBe('192.0.2.10');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.10')).toBe('192.0.2.10');
  });

  it('counts every address of one /64 as one client, written any way', () => {
    const key = '2001:db8:1:2::/64';
    expect(clientKey('2001:db8:1:2::1')).toBe(key);
    expect(clientKey('2001:DB8:1:2:ffff:ffff:ffff:fffe')).toBe(key);
    expect(clientKey('2001:0db8:0001:0002:0000:0000:0000:0abc')).toBe(key);
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::/64');
  });

  it('drops a zone id and keeps loopback and link-local addresses each on its own', () => {
    expect(clientKey('2001:db8:1:2::1%eth0')).toBe('2001:db8:1:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::1');
    expect(clientKey('fe80::2%eth1')).toBe('fe80::2');
    expect(clientKey('::1')).toBe('::1');
  });

  it('turns anything that is not an address into the one unknown client', () => {
    for (const garbage of [
      '',
      'unknown',
      'not-an-address',
      '192.0.2',
      '0x7f.1',
      '2001:db8::/64',
      '[::1]',
      '1.2.3.4%x',
      '2001:db8:::1',
    ]) {
      expect(clientKey(garbage), garbage).toBe(UNKNOWN_CLIENT);
    }
  });
});

describe('trustedProxyCount', () => {
  it('reads TRUSTED_PROXY_COUNT, 0 when unset', () => {
    expect(trustedProxyCount(undefined)).toBe(0);
    expect(trustedProxyCount(' ')).toBe(0);
    expect(trustedProxyCount('2')).toBe(2);
  });
});
