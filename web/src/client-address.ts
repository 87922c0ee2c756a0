import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The client's address, for the rate limits. The site's server (web/server.ts) works it out from
 * the socket for every request and writes it into CLIENT_ADDRESS_HEADER, replacing whatever the
 * client sent under that name; the routes read only that header. A forwarded header counts only
 * behind TRUSTED_PROXY_COUNT proxies: the address the farthest of them received the request from.
 * X-Real-IP never counts.
 *
 * The routes count an IPv6 client by its /64 network (`clientKey`): one home, phone or server is
 * given a whole /64 and may send from any of its addresses.
 *
 * Node runs web/server.ts with its types stripped: this module imports Node's own modules and
 * npm packages only.
 */

/** The header the site's server writes; a client's own copy of it never reaches a route. */
export const CLIENT_ADDRESS_HEADER = 'x-paperwise-client-address';

/** What every request shares when no server said where it came from (`next dev`, a unit test). */
export const UNKNOWN_CLIENT = 'unknown';

const TRUSTED = Symbol.for('paperwise.client-address-header');

/**
 * Said by a server that overwrites CLIENT_ADDRESS_HEADER on every request (web/server.ts, the test
 * server of embedded/node-server.ts). Without it the header is a client's to invent and is ignored.
 */
export function trustClientAddressHeader(trusted = true): void {
  (globalThis as { [TRUSTED]?: boolean })[TRUSTED] = trusted;
}

/** An address as a key: IPv4-mapped IPv6 (::ffff:192.0.2.1) as IPv4, IPv6 in lower case. */
function normalised(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return (mapped ? mapped[1]! : address).toLowerCase();
}

/**
 * The client's address of one request. With `trustedProxies` = 0 it is the socket's peer, whatever
 * X-Forwarded-For says. Behind n trusted proxies (each appends the address it received from), the
 * client is the n-th entry from the right of X-Forwarded-For plus the peer: entries further left
 * are the client's to invent. An entry that is not an IP address, or a chain shorter than the
 * proxies said to exist, falls back to the rightmost address a trusted proxy wrote.
 */
export function clientAddressFrom(
  peer: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trustedProxies: number,
): string {
  const socket = peer ? normalised(peer) : UNKNOWN_CLIENT;
  if (trustedProxies <= 0 || forwardedFor === undefined) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor as string))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The chain as the nearest trusted proxy hands it over: every forwarded hop, then the peer.
  const chain = [...hops.map(normalised), socket];
  const at = chain.length - 1 - trustedProxies;
  for (let index = Math.max(at, 0); index < chain.length - 1; index++) {
    if (isIP(chain[index]!) !== 0) return chain[index]!;
  }
  return socket;
}

/** IPv6 ranges whose addresses are each counted alone: no provider hands out a /64 of them. */
const ONE_BY_ONE = new Set(['loopback', 'linkLocal', 'unspecified']);

/**
 * The rate limits' key of a client address. IPv4 counts per address, and so does an IPv4-mapped
 * IPv6 address (::ffff:192.0.2.1 is 192.0.2.1); any other IPv6 address counts as its /64
 * ("2001:db8:1:2::/64", in RFC 5952 form so that every way of writing it gives one key), except
 * loopback and link-local addresses, each its own (a zone id such as %eth0 is dropped). Anything
 * that is not an IP address is UNKNOWN_CLIENT: no caller can pick a key of its own.
 */
export function clientKey(address: string): string {
  const text = address.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return UNKNOWN_CLIENT;
  const parsed = ipaddr.IPv6.parse(text);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  if (ONE_BY_ONE.has(parsed.range())) return new ipaddr.IPv6(parsed.parts).toRFC5952String();
  return `${new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]).toRFC5952String()}/64`;
}

/**
 * The client of a request as the rate limits count it (`clientKey` of the address the server
 * wrote), or UNKNOWN_CLIENT when no server said where the request came from.
 */
export function requestClientAddress(headers: Headers): string {
  if (!(globalThis as { [TRUSTED]?: boolean })[TRUSTED]) return UNKNOWN_CLIENT;
  return clientKey(headers.get(CLIENT_ADDRESS_HEADER) ?? '');
}

/** TRUSTED_PROXY_COUNT as a number (checked by web/src/env.ts before the server starts). */
export function trustedProxyCount(value: string | undefined): number {
  const count = Number(value?.trim() || '0');
  return Number.isInteger(count) && count >= 0 ? count : 0;
}
