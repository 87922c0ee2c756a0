/**
 * What the Lighthouse benchmarks share: Debian's Chromium launched headless for the length of one
 * measurement, one Lighthouse run of a page in it (mobile, the default config), and the plain-text
 * table they print.
 */
export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof import('lighthouse').default>>>;
export type LighthouseReport = LighthouseResult['lhr'];

/**
 * How Lighthouse slows the page down to a phone on slow 4G. 'simulated' (its default, and what its
 * scores mean): the page loads at full speed and the timings are estimated from its graph of
 * requests and tasks. 'applied': Chromium itself delays every request and slows the CPU, so the
 * timings are observed, requests competing for the slow line included.
 */
export type Throttling = 'simulated' | 'applied';

export interface Browser {
  /** Runs Lighthouse on one address with the given categories (mobile, slow 4G, 4x CPU). */
  audit(url: string, categories: string[], throttling?: Throttling): Promise<LighthouseResult>;
}

/** Starts Chromium, hands it to `measure`, and closes it afterwards whatever happens. */
export async function withBrowser<T>(measure: (browser: Browser) => Promise<T>): Promise<T> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    return await measure({
      async audit(url, categories, throttling = 'simulated') {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories },
          throttling === 'applied'
            ? { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' } }
            : undefined,
        );
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        return result;
      },
    });
  } finally {
    chrome.kill();
  }
}

/** Rows of cells as aligned columns (the first row is the header). */
export function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) => cell.padEnd(widths[col]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
