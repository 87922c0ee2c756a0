import 'server-only';
import { cache } from 'react';
import { z } from 'zod';
import { serviceFetch } from '@/services/service-fetch';
import { PACKAGE_TOKEN_PATTERN, withOverride, type PackageView } from './package-rules';

export type { PackageView };

/** Prices change rarely and a pricing page is cached for an hour: the same bound here. */
const REVALIDATE_SECONDS = 3600;
const TIMEOUT_MS = 8000;

const packageSchema = z.object({
  token: z.string(),
  name: z.string(),
  users: z.number(),
  months: z.number(),
  price: z.number(),
  total: z.number(),
  savings: z.number(),
  saveRelative: z.number(),
  valueRegular: z.number(),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
});

/** The package service could not give a package the page needs. */
export class PackageUnavailableError extends Error {
  constructor(token: string, detail: string) {
    super(`Package ${JSON.stringify(token)} could not be read: ${detail}`);
    this.name = 'PackageUnavailableError';
  }
}

/**
 * A package read on the server for the page's first render (`GET {userbase}bib-pkg/{token}`), with
 * the site's override applied; null when the service does not know the token (404). Any other
 * failure throws: a pricing page without its prices must not be cached as if it were complete.
 * Cached per request, so a token shown twice is read once.
 */
export const readPackage = cache(async (token: string): Promise<PackageView | null> => {
  if (!PACKAGE_TOKEN_PATTERN.test(token)) return null;
  const response = await serviceFetch('userbase', `bib-pkg/${token}`, {
    headers: { accept: 'application/json' },
    next: { revalidate: REVALIDATE_SECONDS },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new PackageUnavailableError(token, `HTTP ${response.status}`);
  const parsed = packageSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new PackageUnavailableError(token, 'the answer has missing or wrong fields');
  return withOverride(parsed.data);
});

/** The packages of several tokens, in their order; unknown tokens are left out. */
export async function readPackages(tokens: readonly string[]): Promise<PackageView[]> {
  const found = await Promise.all([...new Set(tokens)].map((token) => readPackage(token)));
  return found.filter((pkg): pkg is PackageView => pkg !== null);
}
