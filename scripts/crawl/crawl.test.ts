import { describe, expect, it } from 'vitest';
import { homePages, skipped } from './crawl';

describe('npm run crawl', () => {
  it('starts from the home page of each of the six languages', () => {
    expect(homePages('http://127.0.0.1:4000')).toEqual([
      'http://127.0.0.1:4000/',
      'http://127.0.0.1:4000/de/',
      'http://127.0.0.1:4000/es/',
      'http://127.0.0.1:4000/fr/',
      'http://127.0.0.1:4000/it/',
      'http://127.0.0.1:4000/pt/',
    ]);
  });

  it('crawls the site’s own pages, not other hosts nor the embedded stand-ins of other hosts', () => {
    const base = 'http://127.0.0.1:4000';
    expect(skipped(`${base}/features/`, base)).toBe(false);
    expect(skipped(`${base}/_next/static/chunks/a.js`, base)).toBe(false);
    expect(skipped(`${base}/embedded/webapp/signup/?lang=en`, base)).toBe(true);
    expect(skipped(`${base}/_next/image/?url=%2Fembedded%2Fcached-api%2Fthumbs%2Fa.png&w=600&q=75`, base)).toBe(true);
    expect(skipped('https://www.linkedin.com/company/x', base)).toBe(true);
    expect(skipped('http://127.0.0.1:40000/features/', base)).toBe(true);
  });
});
