import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const listLandingPaths = vi.fn();
const contentSource = vi.fn(() => 'embedded');
vi.mock('./landing', () => ({ listLandingPaths: () => listLandingPaths() }));
vi.mock('@/env', () => ({ contentSource: () => contentSource() }));

const { knownLandingPaths, resetKnownLandingPaths, LANDING_PATHS_TTL_MS } = await import('./landing-paths');

const rows = (...paths: string[]) => paths.map((p) => ({ locale: p.split('/')[1], path: p.slice(3) }));

beforeEach(() => {
  resetKnownLandingPaths();
  listLandingPaths.mockReset();
  contentSource.mockReturnValue('embedded');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => resetKnownLandingPaths());

describe('knownLandingPaths', () => {
  it('keys every stored landing page as /<locale><path>', async () => {
    listLandingPaths.mockResolvedValue(rows('/en/docs/free-demo/', '/fr/docs/'));
    expect([...(await knownLandingPaths())!].sort()).toEqual(['/en/docs/free-demo/', '/fr/docs/']);
  });

  it('reads the bundled content once per process', async () => {
    listLandingPaths.mockResolvedValue(rows('/en/docs/'));
    await knownLandingPaths(0);
    await knownLandingPaths(10 * LANDING_PATHS_TTL_MS);
    expect(listLandingPaths).toHaveBeenCalledTimes(1);
  });

  it('reads a Sanity dataset again after the time to live, answering from the previous list meanwhile', async () => {
    contentSource.mockReturnValue('sanity');
    listLandingPaths.mockResolvedValueOnce(rows('/en/docs/'));
    expect((await knownLandingPaths(0))!.has('/en/docs/')).toBe(true);
    expect((await knownLandingPaths(LANDING_PATHS_TTL_MS - 1))!.has('/en/l/')).toBe(false);
    expect(listLandingPaths).toHaveBeenCalledTimes(1);

    let publish!: (value: unknown) => void;
    listLandingPaths.mockReturnValueOnce(new Promise((resolve) => (publish = resolve)));
    // Expired: the old list answers at once while the new one is read.
    const during = await knownLandingPaths(LANDING_PATHS_TTL_MS + 1);
    expect(during!.has('/en/l/')).toBe(false);
    publish(rows('/en/docs/', '/en/l/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await knownLandingPaths(LANDING_PATHS_TTL_MS + 2))!.has('/en/l/')).toBe(true);
    expect(listLandingPaths).toHaveBeenCalledTimes(2);
  });

  it('reads once for requests that come together', async () => {
    let answer!: (value: unknown) => void;
    listLandingPaths.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const both = Promise.all([knownLandingPaths(), knownLandingPaths()]);
    answer(rows('/en/docs/'));
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(listLandingPaths).toHaveBeenCalledTimes(1);
  });

  it('answers null when the content cannot be read, logs it, and tries again on the next request', async () => {
    listLandingPaths.mockRejectedValueOnce(new Error('dataset unreachable'));
    expect(await knownLandingPaths()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Could not list the landing pages', expect.anything());
    listLandingPaths.mockResolvedValueOnce(rows('/es/l/'));
    expect((await knownLandingPaths())!.has('/es/l/')).toBe(true);
  });

  it('keeps the last good list when a later read fails', async () => {
    contentSource.mockReturnValue('sanity');
    listLandingPaths.mockResolvedValueOnce(rows('/en/docs/'));
    await knownLandingPaths(0);
    listLandingPaths.mockRejectedValueOnce(new Error('timeout'));
    expect((await knownLandingPaths(LANDING_PATHS_TTL_MS + 1))!.has('/en/docs/')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.error).toHaveBeenCalledWith('Could not list the landing pages', expect.anything());
    // Still the last good list, and a new read is started.
    listLandingPaths.mockResolvedValueOnce(rows('/en/docs/', '/es/x/'));
    expect((await knownLandingPaths(LANDING_PATHS_TTL_MS + 2))!.has('/en/docs/')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await knownLandingPaths(LANDING_PATHS_TTL_MS + 3))!.has('/es/x/')).toBe(true);
    expect(listLandingPaths).toHaveBeenCalledTimes(3);
  });
});
