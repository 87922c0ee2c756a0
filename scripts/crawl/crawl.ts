/**
 * `npm run crawl [-- --url http://127.0.0.1:3000]`: follows every link of the site from the six
 * home pages, as a visitor clicking through would, and lists the internal addresses that answer
 * 404 or a server error, each with a page that links to it. Starts the built site on a loopback
 * port unless --url names a running one. The embedded services (/embedded/: the web app, the
 * template thumbnails) stand in for other hosts and are not crawled, nor the thumbnails' renditions
 * (/_next/image), nor external addresses.
 * Exits 1 when an address is broken. The crawling is linkinator's.
 */
import { LinkChecker, LinkState } from 'linkinator';
import { LOCALES } from '@paperwise/schemas/locales';
import { startSite, type RunningSite } from '../lib/site-server';

export interface CrawlReport {
  checked: string[];
  broken: Array<{ url: string; status: number; parent: string }>;
}

/** The home page of each language: where the crawl starts. */
export function homePages(base: string): string[] {
  return LOCALES.map((locale) => (locale === 'en' ? `${base}/` : `${base}/${locale}/`));
}

/**
 * Addresses the crawl leaves alone: other hosts, the embedded stand-ins of other hosts, and the
 * image optimizer's renditions of their pictures (`/_next/image`: each is an encoding of a
 * thumbnail, made on its first request; the image tests check them, a link check adds nothing).
 */
export function skipped(link: string, base: string): boolean {
  if (!link.startsWith(`${base}/`) && link !== base) return true;
  const { pathname } = new URL(link);
  return pathname.startsWith('/embedded/') || pathname.startsWith('/_next/image');
}

export async function crawl(base: string): Promise<CrawlReport> {
  const checker = new LinkChecker();
  const result = await checker.check({
    path: homePages(base),
    recurse: true,
    concurrency: 4,
    timeout: 30_000,
    linksToSkip: async (link) => skipped(link, base),
  });
  const internal = result.links.filter((link) => !skipped(link.url, base) && link.state !== LinkState.SKIPPED);
  const broken = internal
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => ({
      url: link.url.replace(base, ''),
      status: link.status ?? 0,
      parent: (link.parent ?? '').replace(base, ''),
    }));
  return { checked: [...new Set(internal.map((link) => link.url.replace(base, '')))].sort(), broken };
}

async function main(args: string[]) {
  const at = args.indexOf('--url');
  const given = at >= 0 ? args[at + 1]?.replace(/\/+$/, '') : undefined;
  let site: RunningSite | undefined;
  try {
    if (!given) site = await startSite({ output: 'ignore' });
    const base = given ?? site!.baseUrl;
    const report = await crawl(base);
    process.stdout.write(`${report.checked.length} internal addresses reached from the six home pages.\n`);
    const unique = new Map(report.broken.map((b) => [b.url, b]));
    if (unique.size === 0) {
      process.stdout.write('None answers 404 or a server error.\n');
      return;
    }
    process.stdout.write(`${unique.size} answer 404 or a server error:\n`);
    for (const b of [...unique.values()].sort((x, y) => x.url.localeCompare(y.url))) {
      process.stdout.write(`  ${b.status}  ${b.url}   (linked from ${b.parent || '?'})\n`);
    }
    process.exitCode = 1;
  } finally {
    await site?.stop();
  }
}

if (process.argv[1]?.endsWith('crawl.ts')) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
