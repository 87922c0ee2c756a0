// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_SCRIPT, reloadForChunkError } from './chunk-reload';

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('reloadForChunkError (once per 60 seconds)', () => {
  const location = window.location;
  afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: location }));
  const stubReload = () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    return reload;
  };

  it('waits 60 seconds between reloads', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
  });

  it('reloads for a chunk failure, then not again within a minute', () => {
    const reload = stubReload();
    window.sessionStorage.clear();
    expect(reloadForChunkError(chunkError, 1_000_000)).toBe(true);
    expect(reloadForChunkError(chunkError, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS - 1)).toBe(false);
    expect(reloadForChunkError(chunkError, 1_000_000 + CHUNK_RELOAD_INTERVAL_MS)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('waits exactly 60 s between two reloads, whatever the constant is called', () => {
    const reload = stubReload();
    window.sessionStorage.clear();
    expect(reloadForChunkError(chunkError, 5_000_000)).toBe(true);
    expect(reloadForChunkError(chunkError, 5_059_999)).toBe(false);
    expect(reloadForChunkError(chunkError, 5_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('knows the failures of a dynamic import and of a stylesheet chunk', () => {
    const reload = stubReload();
    window.sessionStorage.clear();
    expect(reloadForChunkError(new TypeError('Failed to fetch dynamically imported module: /x.js'), 9_000_000)).toBe(
      true,
    );
    window.sessionStorage.clear();
    expect(reloadForChunkError(new Error('Loading CSS chunk 7 failed'), 9_000_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('ignores other errors', () => {
    const reload = stubReload();
    expect(reloadForChunkError(new TypeError('x is undefined'))).toBe(false);
    expect(reloadForChunkError('Loading chunk')).toBe(false);
    expect(reloadForChunkError(null)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads once without session storage', () => {
    const reload = stubReload();
    expect(reloadForChunkError(chunkError, 9_000_000, null)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the inline script', () => {
  const location = window.location;
  afterEach(() => Object.defineProperty(window, 'location', { configurable: true, value: location }));

  it('reloads when a script of the site’s chunks fails to load, once a minute, and not for other scripts', () => {
    const reload = vi.fn();
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, reload } });
    window.sessionStorage.clear();
    // The script's source runs as the browser would run it: it names nothing outside itself.
    new Function(CHUNK_RELOAD_SCRIPT)();
    const fail = (src: string) => {
      const script = document.createElement('script');
      script.src = src;
      document.head.append(script);
      script.dispatchEvent(new Event('error'));
    };
    fail('https://analytics.example.com/tag.js');
    expect(reload).not.toHaveBeenCalled();
    fail('/_next/static/chunks/app-page-1234.js');
    fail('/_next/static/chunks/app-page-5678.js');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(typeof (window as { __paperwiseChunkReload?: unknown }).__paperwiseChunkReload).toBe('function');
  });
});
