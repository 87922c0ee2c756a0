import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const listContentPaths = vi.fn();
const contentSource = vi.fn(() => 'embedded');
vi.mock('./pages', () => ({ listContentPaths: () => listContentPaths() }));
vi.mock('@/env', () => ({ contentSource: () => contentSource() }));
// The local lake's count of changes: what tells the list it is out of date.
const lake = { generation: 1 };
vi.mock('./local-lake', () => ({
  localContentVersion: () => (contentSource() === 'sanity' ? null : lake.generation),
}));

const { knownContentPaths, resetKnownContentPaths, CONTENT_PATHS_TTL_MS } = await import('./content-paths');

const rows = (...paths: string[]) =>
  paths.map((p) => ({ kind: 'landingPage', locale: p.split('/')[1], path: p.slice(3) }));

beforeEach(() => {
  resetKnownContentPaths();
  listContentPaths.mockReset();
  contentSource.mockReturnValue('embedded');
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => resetKnownContentPaths());

describe('knownContentPaths', () => {
  it('keys every stored landing page as /<locale><path>', async () => {
    listContentPaths.mockResolvedValue(rows('/en/docs/free-demo/', '/fr/docs/'));
    expect([...(await knownContentPaths())!].sort()).toEqual(['/en/docs/free-demo/', '/fr/docs/']);
  });

  it('reads the local lake once while it does not change, however old the list', async () => {
    listContentPaths.mockResolvedValue(rows('/en/docs/'));
    await knownContentPaths(0);
    await knownContentPaths(10 * CONTENT_PATHS_TTL_MS);
    expect(listContentPaths).toHaveBeenCalledTimes(1);
  });

  it('reads the local lake again on the first request after it changed, and answers with the new list', async () => {
    listContentPaths.mockResolvedValueOnce(rows('/en/docs/'));
    expect((await knownContentPaths(0))!.has('/fr/lp/new/')).toBe(false);
    lake.generation += 1;
    listContentPaths.mockResolvedValueOnce(rows('/en/docs/', '/fr/lp/new/'));
    // A page published a moment ago answers on its first request, not a time to live later.
    expect((await knownContentPaths(1))!.has('/fr/lp/new/')).toBe(true);
    expect((await knownContentPaths(2))!.has('/fr/lp/new/')).toBe(true);
    expect(listContentPaths).toHaveBeenCalledTimes(2);
  });

  it('reads a Sanity dataset again after the time to live, answering from the previous list meanwhile', async () => {
    contentSource.mockReturnValue('sanity');
    listContentPaths.mockResolvedValueOnce(rows('/en/docs/'));
    expect((await knownContentPaths(0))!.has('/en/docs/')).toBe(true);
    expect((await knownContentPaths(CONTENT_PATHS_TTL_MS - 1))!.has('/en/l/')).toBe(false);
    expect(listContentPaths).toHaveBeenCalledTimes(1);

    let publish!: (value: unknown) => void;
    listContentPaths.mockReturnValueOnce(new Promise((resolve) => (publish = resolve)));
    // Expired: the old list answers at once while the new one is read.
    const during = await knownContentPaths(CONTENT_PATHS_TTL_MS + 1);
    expect(during!.has('/en/l/')).toBe(false);
    publish(rows('/en/docs/', '/en/l/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await knownContentPaths(CONTENT_PATHS_TTL_MS + 2))!.has('/en/l/')).toBe(true);
    expect(listContentPaths).toHaveBeenCalledTimes(2);
  });

  it('reads once for requests that come together', async () => {
    let answer!: (value: unknown) => void;
    listContentPaths.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const both = Promise.all([knownContentPaths(), knownContentPaths()]);
    answer(rows('/en/docs/'));
    const [a, b] = await both;
    expect(a).toBe(b);
    expect(listContentPaths).toHaveBeenCalledTimes(1);
  });

  it('answers null when the content cannot be read, logs it, and tries again on the next request', async () => {
    listContentPaths.mockRejectedValueOnce(new Error('dataset unreachable'));
    expect(await knownContentPaths()).toBeNull();
    expect(console.error).toHaveBeenCalledWith('Could not list the pages', expect.anything());
    listContentPaths.mockResolvedValueOnce(rows('/es/l/'));
    expect((await knownContentPaths())!.has('/es/l/')).toBe(true);
  });

  it('keeps the last good list when a later read fails', async () => {
    contentSource.mockReturnValue('sanity');
    listContentPaths.mockResolvedValueOnce(rows('/en/docs/'));
    await knownContentPaths(0);
    listContentPaths.mockRejectedValueOnce(new Error('timeout'));
    expect((await knownContentPaths(CONTENT_PATHS_TTL_MS + 1))!.has('/en/docs/')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(console.error).toHaveBeenCalledWith('Could not list the pages', expect.anything());
    // Still the last good list, and a new read is started.
    listContentPaths.mockResolvedValueOnce(rows('/en/docs/', '/es/x/'));
    expect((await knownContentPaths(CONTENT_PATHS_TTL_MS + 2))!.has('/en/docs/')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await knownContentPaths(CONTENT_PATHS_TTL_MS + 3))!.has('/es/x/')).toBe(true);
    expect(listContentPaths).toHaveBeenCalledTimes(3);
  });
});
