// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, reloadForChunkError } from './load-dialog';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('reloadForChunkError (once per 60 seconds)', () => {
  const location = window.location;
  afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: location }));

  it('reloads for a chunk failure, then not again within a minute', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    window.sessionStorage.clear();
    expect(reloadForChunkError(chunkError, 1_000_000)).toBe(true);
    expect(reloadForChunkError(chunkError, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(reloadForChunkError(chunkError, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('waits exactly 60 s between two reloads, whatever the constant is called', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    window.sessionStorage.clear();
    expect(reloadForChunkError(chunkError, 5_000_000)).toBe(true);
    expect(reloadForChunkError(chunkError, 5_059_999)).toBe(false);
    expect(reloadForChunkError(chunkError, 5_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    expect(reloadForChunkError(new TypeError('x is undefined'))).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
