import type { Locale } from '@paperwise/schemas/locales';
import { plainText } from './plain-text';
import { mergeTrafficSource, type TrafficSource } from './traffic-source';
import type { Device } from './types';

/** The body of POST {userbase}user/, with the traffic-source fields alongside. */
export interface AccountPayload extends TrafficSource {
  Email: string;
  Password: string | null;
  AutogeneratePassword: boolean;
  Device?: Device;
  IpAddress: string | null;
  Language: Locale;
  DocName: string | null;
  CreationPage: string | null;
}

/** The userbase's limits (openapi.yaml, SignupPayload): a longer value fails the whole sign-up. */
export const DOC_NAME_MAX_LENGTH = 300;
export const CREATION_PAGE_MAX_LENGTH = 2048;
/** The longest textual IP address (IPv4-mapped IPv6), and the characters one is written with. */
const IP_ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;
/** Host (with an optional port) followed by a path: the shape the userbase checks CreationPage against. */
const HOST_AND_PATH = /^[A-Za-z0-9.-]+(:\d{1,5})?(\/\S*)?$/;

/** The visitor's address; when the location service gives a comma-separated list (proxies), the first. */
export function firstIpAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const first = value.split(',')[0]?.trim();
  // Anything that cannot be an address is left out rather than have the userbase refuse the sign-up.
  return first && IP_ADDRESS.test(first) ? first : null;
}

/**
 * The page the account was created on, within the userbase's length, or null when the host is not
 * one the userbase takes (a bracketed IPv6 host): the sign-up matters more than this field.
 */
export function creationPage(host: string, path: string): string | null {
  const page = `${host}${path}`.replace(/[\s\u0000-\u001f\u007f-\u009f]/g, '').slice(0, CREATION_PAGE_MAX_LENGTH);
  return HOST_AND_PATH.test(page) ? page : null;
}

export interface PayloadInput {
  email: string;
  /** Null in the e-mail-only dialogs: the service generates the password. */
  password: string | null;
  /** The variant's flag: the first e-mail-only variant does not send Device. */
  sendDevice: boolean;
  device: Device;
  ipAddress: string | null | undefined;
  locale: Locale;
  /** The label of the main landing item. */
  docName: string | null;
  /** location.host and location.pathname of the current page. */
  host: string;
  path: string;
  trafficSource: TrafficSource;
}

/**
 * The payload, every free-text field within what the userbase accepts: no control characters, no
 * value over its length limit (the traffic source is cleaned again, whatever state it came from).
 */
export function buildAccountPayload(input: PayloadInput): AccountPayload {
  const password = input.password && input.password.length > 0 ? input.password : null;
  const payload: AccountPayload = {
    Email: input.email.trim(),
    Password: password,
    AutogeneratePassword: password === null,
    IpAddress: firstIpAddress(input.ipAddress),
    Language: input.locale,
    DocName: plainText(input.docName, DOC_NAME_MAX_LENGTH),
    CreationPage: creationPage(input.host, input.path),
    ...mergeTrafficSource(null, input.trafficSource),
  };
  if (input.sendDevice) payload.Device = input.device;
  return payload;
}
