/**
 * `npm run bench -- quality [--no-fail] [--save DIR]`: Lighthouse mobile SEO, accessibility and
 * best practices of the pages that stand for the site: the home page in three languages, the
 * features page, two company pages, one news article and one blog post (the first of each in the
 * content bundle). Prints one row per page and, under it, every audit that did not pass with the
 * elements it names, so a developer knows what to fix. SEO or accessibility under 0.95 on any page
 * is a failure (exit code 1) unless `--no-fail` is given. Build first (`npm run build`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectDir, startSite } from '../lib/site-server';
import { table, withBrowser, type LighthouseReport } from './lighthouse';

/** The lowest SEO and accessibility score a page may have. */
export const THRESHOLD = 0.95;
const CATEGORIES = ['seo', 'accessibility', 'best-practices'] as const;
const GATED = ['seo', 'accessibility'] as const;

interface Page {
  label: string;
  path: string;
}

/** The address of the first English document of a type in the content bundle (by `_id`). */
function firstPathOf(type: string): string {
  const documents = readFileSync(join(projectDir, 'content', 'bundle.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string; path?: string })
    .filter((doc) => doc._type === type && doc.language === 'en' && doc.path && !doc._id.startsWith('drafts.'))
    .sort((a, b) => a._id.localeCompare(b._id));
  const path = documents[0]?.path;
  if (!path) throw new Error(`the content bundle holds no English ${type} with a path`);
  return path;
}

function pages(): Page[] {
  return [
    { label: 'home (en)', path: '/' },
    { label: 'home (fr)', path: '/fr/' },
    { label: 'home (de)', path: '/de/' },
    { label: 'features', path: '/features/' },
    { label: 'about', path: '/company/about/' },
    { label: 'newsroom', path: '/company/newsroom/' },
    { label: 'news article', path: firstPathOf('newsArticle') },
    { label: 'blog post', path: firstPathOf('post') },
  ];
}

interface DetailItem {
  node?: { selector?: string; snippet?: string };
  source?: { url?: string } | string;
  sourceLocation?: { url?: string };
  href?: string;
  text?: string;
  url?: string;
  description?: string;
  [key: string]: unknown;
}

interface Details {
  type?: string;
  items?: DetailItem[];
}

/** What one failing audit's item points at: the element's selector, else a link, text or address. */
function itemLabel(item: DetailItem): string | undefined {
  const label =
    item.node?.selector ||
    (item.href && `${item.href}${item.text ? ` "${item.text}"` : ''}`) ||
    (typeof item.source === 'object' ? item.source.url : undefined) ||
    (item.description && item.sourceLocation?.url ? `${item.sourceLocation.url}: ${item.description}` : undefined) ||
    item.url ||
    item.description ||
    (typeof item.text === 'string' ? item.text : undefined);
  if (!label) return undefined;
  return label.length > 90 ? `${label.slice(0, 87)}...` : label;
}

/** Some audits nest their elements one level down (item.subItems.items). */
function itemsOf(details: Details | undefined): DetailItem[] {
  const items = details?.items ?? [];
  return items.flatMap((item) => {
    const sub = (item.subItems as Details | undefined)?.items;
    return sub?.length && !item.node ? sub : [item];
  });
}

export interface Failure {
  id: string;
  category: string;
  title: string;
  score: number;
  elements: string[];
  explanation?: string;
}

/** Every audit of the measured categories that scored under 1 (n/a and informative ones pass). */
export function failures(lhr: LighthouseReport): Failure[] {
  const found = new Map<string, Failure>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || found.has(ref.id)) continue;
      if (audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative') continue;
      if (audit.scoreDisplayMode === 'manual' || audit.score === null || audit.score >= 1) continue;
      const elements = [...new Set(itemsOf(audit.details as Details | undefined).map(itemLabel))].filter(
        (label): label is string => Boolean(label),
      );
      found.set(ref.id, {
        id: ref.id,
        category,
        title: audit.title,
        score: audit.score,
        elements,
        explanation: audit.explanation ?? undefined,
      });
    }
  }
  return [...found.values()];
}

const score = (lhr: LighthouseReport, category: string) => lhr.categories[category]?.score ?? null;

/** The gated categories (SEO, accessibility) under the threshold; one Lighthouse could not score counts. */
export function lowCategories(lhr: LighthouseReport): string[] {
  return GATED.filter((category) => (score(lhr, category) ?? 0) < THRESHOLD);
}
const shown = (value: number | null) => (value === null ? 'n/a' : value.toFixed(2));

export async function run(args: string[]): Promise<void> {
  const noFail = args.includes('--no-fail');
  const saveAt = args.indexOf('--save');
  const saveTo = saveAt >= 0 ? args[saveAt + 1] : undefined;
  if (saveAt >= 0 && (!saveTo || saveTo.startsWith('--'))) throw new Error('--save needs a folder');
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  const list = pages();

  // The site keeps the SITE_URL it was built with: its canonical addresses may name another origin
  // than the loopback one measured, which Lighthouse accepts (it fails a canonical that is relative,
  // invalid, conflicting, another language's page or this origin's home page from another page). A SITE_URL set here would reach only the pages not yet in the
  // build's page cache, and would stay in that cache after the run.
  const server = await startSite({ output: 'ignore' });
  const base = server.baseUrl;
  const reports: Array<{ page: Page; lhr: LighthouseReport }> = [];
  try {
    for (const page of list) {
      const response = await fetch(`${base}${page.path}`);
      if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
    }
    await withBrowser(async (browser) => {
      for (const page of list) {
        const result = await browser.audit(`${base}${page.path}`, [...CATEGORIES]);
        if (saveTo) {
          writeFileSync(
            join(saveTo, `${page.label.replace(/\W+/g, '-')}.json`),
            typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
          );
        }
        reports.push({ page, lhr: result.lhr });
      }
    });
  } finally {
    await server.stop();
  }

  process.stdout.write(`\nLighthouse mobile SEO, accessibility, best practices (${base}, Chromium headless)\n`);
  const failing: string[] = [];
  const rows = reports.map(({ page, lhr }) => {
    const low = lowCategories(lhr);
    if (low.length) failing.push(`${page.path} (${low.join(', ')})`);
    return [
      page.label,
      page.path,
      shown(score(lhr, 'seo')),
      shown(score(lhr, 'accessibility')),
      shown(score(lhr, 'best-practices')),
      low.length ? 'FAIL' : 'ok',
    ];
  });
  process.stdout.write(`${table([['page', 'path', 'SEO', 'accessibility', 'best-practices', ''], ...rows])}\n`);

  for (const { page, lhr } of reports) {
    const found = failures(lhr);
    if (!found.length) continue;
    process.stdout.write(`\n${page.label} ${page.path}\n`);
    for (const failure of found) {
      const note = failure.explanation ? ` — ${failure.explanation.replace(/\s+/g, ' ').slice(0, 160)}` : '';
      process.stdout.write(`  ${failure.category} ${failure.id} (${failure.score.toFixed(2)})${note}\n`);
      for (const element of failure.elements.slice(0, 8)) process.stdout.write(`    ${element}\n`);
      if (failure.elements.length > 8) process.stdout.write(`    ... and ${failure.elements.length - 8} more\n`);
    }
  }

  if (failing.length) {
    process.stdout.write(`\nFAIL: under ${THRESHOLD} in SEO or accessibility: ${failing.join('; ')}\n`);
    if (!noFail) process.exitCode = 1;
  } else {
    process.stdout.write(`\nPASS: every page has SEO and accessibility of ${THRESHOLD} or more\n`);
  }
}
