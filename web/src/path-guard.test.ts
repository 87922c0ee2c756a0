import { describe, expect, it } from 'vitest';
import { MAX_PATH_LENGTH, MAX_SEGMENT_LENGTH, pathProblem, refuseBadPath } from './path-guard';

describe('pathProblem', () => {
  it.each([
    '/',
    '/docs/ab/11.05.24/01/',
    '/fr/company/eula/',
    '/search/',
    '/docs/caf%C3%A9/',
    '/%E0%A4%A4/',
    '/docs/100%25/',
    `/${'a'.repeat(MAX_SEGMENT_LENGTH)}/`,
  ])('lets %s through', (path) => {
    expect(pathProblem(path)).toBeNull();
  });

  it.each(['/%E0%A4%A', '/docs/%E0%A4%A/', '/a%zz/', '/%/', '/docs/%C3/', '/%ED%A0%80/'])(
    'refuses the undecodable %s with 400',
    (path) => {
      expect(pathProblem(path)).toEqual({ status: 400, message: 'The address is not validly percent-encoded.' });
    },
  );

  it.each(['/%00/', '/docs/a%00b/', '/%0A/', '/%1F/', '/%7F/'])(
    'refuses the control character in %s with 400',
    (path) => {
      expect(pathProblem(path)).toEqual({ status: 400, message: 'The address contains control characters.' });
    },
  );

  it('refuses an over-long path or segment with 414', () => {
    const longPath = `/${Array.from({ length: 30 }, () => 'x'.repeat(100)).join('/')}/`;
    expect(longPath.length).toBeGreaterThan(MAX_PATH_LENGTH);
    expect(pathProblem(longPath)?.status).toBe(414);
    expect(pathProblem(`/docs/${'a'.repeat(MAX_SEGMENT_LENGTH + 1)}/`)?.status).toBe(414);
    // Encoded length counts: 70 three-byte characters are 630 characters on the wire.
    expect(pathProblem(`/${'%E0%A4%A4'.repeat(70)}/`)?.status).toBe(414);
  });
});

describe('refuseBadPath', () => {
  it('answers nothing for a good path', () => {
    expect(refuseBadPath('/docs/')).toBeNull();
  });

  it('answers pages in plain text, without a trace of the server', async () => {
    const response = refuseBadPath('/docs/%E0%A4%A/')!;
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('Bad Request: The address is not validly percent-encoded.\n');
    expect(await refuseBadPath(`/${'a'.repeat(MAX_PATH_LENGTH)}`)!.text()).toMatch(/^URI Too Long: /);
  });

  it('answers the services in their JSON error shape', async () => {
    for (const path of ['/embedded/userbase/order/%E0%A4%A/', '/api/revalidate/%zz']) {
      const response = refuseBadPath(path)!;
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The address is not validly percent-encoded.' });
    }
  });
});
