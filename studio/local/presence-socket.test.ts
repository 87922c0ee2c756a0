import { afterEach, describe, expect, it } from 'vitest';
import { installLocalPresenceSocket, LocalPresenceSocket } from './presence-socket';

const sockets: LocalPresenceSocket[] = [];
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.close());
});

function open(url = 'ws://127.0.0.1:3000/embedded/content-lake/v2022-06-30/socket/production?tag=t') {
  const socket = new LocalPresenceSocket(url, 'pLocalEditor');
  sockets.push(socket);
  const messages: unknown[] = [];
  socket.addEventListener('message', (event) => {
    const data = (event as MessageEvent<string>).data;
    messages.push(data === '♥' ? data : JSON.parse(data));
  });
  const opened = new Promise<void>((resolve) => {
    socket.onopen = () => resolve();
  });
  return { socket, messages, opened };
}

const call = (socket: LocalPresenceSocket, id: string, method: string, params: Record<string, unknown> = {}) =>
  socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params: { ...params, apiVersion: 'v1' } }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('LocalPresenceSocket', () => {
  it('opens, and answers each call by its id as Sanity’s socket does', async () => {
    const { socket, messages, opened } = open();
    expect(socket.readyState).toBe(socket.CONNECTING);
    await opened;
    expect(socket.readyState).toBe(socket.OPEN);
    call(socket, 'a1', 'presence_subscribe');
    call(socket, 'a2', 'presence_announce', { data: { sessionId: 's1', locations: [] } });
    await settle();
    expect(messages).toEqual([
      { jsonrpc: '2.0', id: 'a1', result: expect.stringMatching(/^presence-/) },
      { jsonrpc: '2.0', id: 'a2', result: true },
    ]);
  });

  it('passes presence between the tabs of this browser, to their subscriptions', async () => {
    const first = open();
    const second = open();
    await Promise.all([first.opened, second.opened]);
    call(second.socket, 's', 'presence_subscribe');
    await settle();
    const subscription = (second.messages[0] as { result: string }).result;
    call(first.socket, 'x', 'presence_announce', { data: { sessionId: 'tab-1', locations: [{ documentId: 'd' }] } });
    call(first.socket, 'y', 'presence_rollcall', { session: 'tab-1' });
    await settle();
    expect(second.messages.slice(1)).toEqual([
      {
        jsonrpc: '2.0',
        method: 'presence_subscription',
        params: {
          subscription,
          result: { type: 'state', i: 'pLocalEditor', m: { sessionId: 'tab-1', locations: [{ documentId: 'd' }] } },
        },
      },
      {
        jsonrpc: '2.0',
        method: 'presence_subscription',
        params: { subscription, result: { type: 'rollCall', i: 'pLocalEditor', session: 'tab-1' } },
      },
    ]);
  });

  it('refuses a send before it has opened, as a browser’s socket does', () => {
    const { socket } = open();
    expect(() => socket.send('{}')).toThrow(/CONNECTING/);
  });

  it('closes with a clean close event and drops what is sent afterwards, without an error', async () => {
    const { socket, messages, opened } = open();
    await opened;
    const closed = new Promise<Event>((resolve) => socket.addEventListener('close', resolve));
    socket.close();
    expect((await closed) as Event & { code?: number }).toMatchObject({ code: 1000, wasClean: true });
    expect(() => call(socket, 'late', 'presence_announce', { data: { sessionId: 's1', locations: [] } })).not.toThrow();
    await settle();
    expect(messages).toEqual([]);
  });
});

describe('installLocalPresenceSocket', () => {
  it('answers the lake’s socket addresses in the page and leaves every other address to the browser', () => {
    class BrowserSocket {
      constructor(readonly url: string) {}
    }
    const target = { WebSocket: BrowserSocket as unknown as typeof WebSocket };
    installLocalPresenceSocket(target, 'ws://127.0.0.1:3000/embedded/content-lake', 'pLocalEditor');
    const lake = new target.WebSocket('ws://127.0.0.1:3000/embedded/content-lake/v2022-06-30/socket/production?tag=x');
    expect(lake).toBeInstanceOf(LocalPresenceSocket);
    sockets.push(lake as unknown as LocalPresenceSocket);
    expect(new target.WebSocket('wss://example.com/socket/production')).toBeInstanceOf(BrowserSocket);
    expect(new target.WebSocket('ws://127.0.0.1:3000/embedded/content-lake/v1/other')).toBeInstanceOf(BrowserSocket);
    // A second install keeps the first wrapper.
    const wrapper = target.WebSocket;
    installLocalPresenceSocket(target, 'ws://127.0.0.1:3000/embedded/content-lake', 'pLocalEditor');
    expect(target.WebSocket).toBe(wrapper);
  });
});
