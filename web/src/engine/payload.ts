import type { Locale } from '@paperwise/schemas/locales';
import type { TrafficSource } from './traffic-source';
import type { Device } from './types';

/** The body of POST {userbase}user/ (signup §3). */
export interface AccountPayload extends TrafficSource {
  Email: string;
  Password: string | null;
  AutogeneratePassword: boolean;
  Device?: Device;
  IpAddress: string | null;
  Language: Locale;
  DocName: string | null;
  CreationPage: string;
}

/** The visitor's address; when the location service gives a comma-separated list (proxies), the first. */
export function firstIpAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const first = value.split(',')[0]?.trim();
  return first ? first : null;
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

export function buildAccountPayload(input: PayloadInput): AccountPayload {
  const password = input.password && input.password.length > 0 ? input.password : null;
  const payload: AccountPayload = {
    Email: input.email.trim(),
    Password: password,
    AutogeneratePassword: password === null,
    IpAddress: firstIpAddress(input.ipAddress),
    Language: input.locale,
    DocName: input.docName,
    CreationPage: `${input.host}${input.path}`,
    ...input.trafficSource,
  };
  if (input.sendDevice) payload.Device = input.device;
  return payload;
}
