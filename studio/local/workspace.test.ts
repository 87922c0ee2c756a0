import { describe, expect, it, vi } from 'vitest';
import { LOCAL_USER } from '../../web/src/embedded/content-lake/project';
import {
  LOCAL_EDITOR_ID,
  listenerAddresses,
  localFetch,
  prepareBrowser,
  PROTOCOL_WARNING_SNOOZE_KEY,
} from './workspace';

describe('listenerAddresses', () => {
  it('gives each listener of a lake on this machine a host name of its own, on the same port', () => {
    const address = listenerAddresses('http://127.0.0.1:4321/embedded/content-lake');
    const listen = 'http://127.0.0.1:4321/embedded/content-lake/v2025-02-19/data/listen/production?query=*';
    expect(address(listen)).toBe(
      'http://listener-1.localhost:4321/embedded/content-lake/v2025-02-19/data/listen/production?query=*',
    );
    expect(address(listen)).toMatch(/^http:\/\/listener-2\.localhost:4321\//);
    // Everything else keeps its address.
    const query = 'http://127.0.0.1:4321/embedded/content-lake/v2025-02-19/data/query/production?query=*';
    expect(address(query)).toBe(query);
    expect(address('http://127.0.0.1:9999/embedded/content-lake/v1/data/listen/production')).toMatch(/^http:\/\/127/);
  });

  it('keeps the addresses of a lake served under another host name', () => {
    const address = listenerAddresses('https://cms.example.com/embedded/content-lake');
    const listen = 'https://cms.example.com/embedded/content-lake/v2025-02-19/data/listen/production';
    expect(address(listen)).toBe(listen);
    expect(
      listenerAddresses('http://localhost:3000/embedded/content-lake')(
        listen.replace('https://cms.example.com', 'http://localhost:3000'),
      ),
    ).toMatch(/^http:\/\/listener-1\.localhost:3000\//);
  });
});

describe('localFetch', () => {
  it('sends the studio’s requests through the browser’s fetch, the listeners to their host names', async () => {
    const base = vi.fn(async () => new Response('ok'));
    const fetchFor = localFetch('http://localhost:3000/embedded/content-lake', base as unknown as typeof fetch);
    await fetchFor('http://localhost:3000/embedded/content-lake/vX/data/listen/production', { credentials: 'include' });
    await fetchFor(new URL('http://localhost:3000/embedded/content-lake/vX/users/me'));
    expect(base.mock.calls).toEqual([
      ['http://listener-1.localhost:3000/embedded/content-lake/vX/data/listen/production', { credentials: 'include' }],
      ['http://localhost:3000/embedded/content-lake/vX/users/me', undefined],
    ]);
  });
});

describe('prepareBrowser', () => {
  it('dismisses the HTTP/1.1 warning for the session and answers the lake’s socket in the page', () => {
    const storage = new Map<string, string>();
    const win = {
      WebSocket: class {} as unknown as typeof WebSocket,
      sessionStorage: { setItem: (key: string, value: string) => storage.set(key, value) },
    } as unknown as Window & typeof globalThis;
    const original = win.WebSocket;
    prepareBrowser(win, 'http://127.0.0.1:3000/embedded/content-lake');
    expect(Date.parse(storage.get(PROTOCOL_WARNING_SNOOZE_KEY)!)).toBeGreaterThan(Date.now() - 60_000);
    expect(win.WebSocket).not.toBe(original);
  });

  it('presents the lake’s own user in presence', () => {
    expect(LOCAL_EDITOR_ID).toBe(LOCAL_USER.id);
  });
});
