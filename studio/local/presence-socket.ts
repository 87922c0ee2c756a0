/**
 * The studio's realtime socket (Sanity's "bifur", `ws(s)://…/v…/socket/<dataset>`), answered in
 * the browser for a studio on the local Content Lake. Sanity's socket carries presence: who else
 * is looking at which document. The site's server (`next start`) cannot take WebSocket
 * connections, and on the local lake every editor is the same local editor, so the socket is a
 * stand-in in the page: it answers the studio's JSON-RPC calls, and passes presence between the
 * studio's tabs in this browser over a BroadcastChannel. Without it the studio would retry a
 * connection that can never open, for as long as it is open.
 *
 * Only sockets whose address starts with the lake's socket prefix are answered here; every other
 * WebSocket is the browser's own.
 */

type Listener = (event: Event) => void;

interface RpcRequest {
  jsonrpc?: string;
  method?: string;
  params?: Record<string, unknown>;
  id?: string;
}

/** The presence event shapes the studio reads (sanity's handleIncomingMessage). */
type PresenceEvent =
  | { type: 'state'; i: string; m: { sessionId: unknown; locations: unknown } }
  | { type: 'rollCall'; i: string; session: unknown }
  | { type: 'disconnect'; i: string; m: { session: unknown } };

const CHANNEL = 'paperwise-studio-presence';
/** Sent by Sanity's socket to say the connection is alive; the studio counts it as a heartbeat. */
const HEARTBEAT = '♥';
const HEARTBEAT_MS = 30_000;

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export class LocalPresenceSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readonly CONNECTING = 0;
  readonly OPEN = 1;
  readonly CLOSING = 2;
  readonly CLOSED = 3;

  readyState = 0;
  readonly url: string;
  readonly protocol = '';
  readonly extensions = '';
  binaryType: BinaryType = 'blob';
  bufferedAmount = 0;
  onopen: Listener | null = null;
  onmessage: Listener | null = null;
  onclose: Listener | null = null;
  onerror: Listener | null = null;

  private readonly subscriptions = new Set<string>();
  private readonly channel: BroadcastChannel | null;
  private heartbeat: ReturnType<typeof setInterval> | undefined;

  constructor(
    url: string | URL,
    private readonly userId: string,
  ) {
    super();
    this.url = String(url);
    this.channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    this.channel?.addEventListener('message', (event: MessageEvent<PresenceEvent>) => this.publish(event.data));
    setTimeout(() => {
      if (this.readyState !== this.CONNECTING) return;
      this.readyState = this.OPEN;
      this.fire(new Event('open'), this.onopen);
      this.heartbeat = setInterval(() => this.deliver(HEARTBEAT), HEARTBEAT_MS);
    }, 0);
  }

  /**
   * As a browser's WebSocket: a send before the socket has opened throws; one after it closed (a
   * call the studio had under way as it closed the socket, on leaving a document) is dropped.
   */
  send(data: string): void {
    if (this.readyState === this.CONNECTING) {
      throw new DOMException(
        "Failed to execute 'send' on 'WebSocket': Still in CONNECTING state.",
        'InvalidStateError',
      );
    }
    if (this.readyState !== this.OPEN) return;
    let request: RpcRequest;
    try {
      request = JSON.parse(data) as RpcRequest;
    } catch {
      return;
    }
    const params = request.params ?? {};
    let result: unknown = true;
    switch (request.method) {
      case 'presence_subscribe': {
        const subscription = nextId('presence');
        this.subscriptions.add(subscription);
        result = subscription;
        break;
      }
      case 'presence_unsubscribe':
        this.subscriptions.delete(String(params.subscriptionId));
        break;
      case 'presence_announce': {
        const announced = (params.data ?? {}) as { sessionId?: unknown; locations?: unknown };
        this.broadcast({
          type: 'state',
          i: this.userId,
          m: { sessionId: announced.sessionId, locations: announced.locations },
        });
        break;
      }
      case 'presence_rollcall':
        this.broadcast({ type: 'rollCall', i: this.userId, session: params.session });
        break;
      case 'presence_disconnect':
        this.broadcast({ type: 'disconnect', i: this.userId, m: { session: params.session } });
        break;
      default:
        // authorization and anything else: accepted.
        break;
    }
    if (request.id !== undefined) this.deliver(JSON.stringify({ jsonrpc: '2.0', id: request.id, result }));
  }

  close(code = 1000, reason = ''): void {
    if (this.readyState === this.CLOSED) return;
    this.readyState = this.CLOSED;
    clearInterval(this.heartbeat);
    this.channel?.close();
    this.subscriptions.clear();
    const event = new Event('close') as Event & { code: number; reason: string; wasClean: boolean };
    Object.assign(event, { code, reason, wasClean: true });
    setTimeout(() => this.fire(event, this.onclose), 0);
  }

  /** Presence from the other tabs, to this tab's subscriptions. */
  private publish(event: PresenceEvent) {
    for (const subscription of this.subscriptions) {
      this.deliver(
        JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscription', params: { subscription, result: event } }),
      );
    }
  }

  private broadcast(event: PresenceEvent) {
    this.channel?.postMessage(event);
  }

  private deliver(data: string) {
    setTimeout(() => {
      if (this.readyState !== this.OPEN) return;
      this.fire(new MessageEvent('message', { data }), this.onmessage);
    }, 0);
  }

  private fire(event: Event, handler: Listener | null) {
    handler?.call(this, event);
    this.dispatchEvent(event);
  }
}

/**
 * Replaces `window.WebSocket` with a constructor that answers the lake's socket addresses
 * (`{wsOrigin}{lakePath}/v…/socket/…`) with LocalPresenceSocket and leaves every other address to
 * the browser. Installed once; a second call changes nothing.
 */
export function installLocalPresenceSocket(
  target: { WebSocket: typeof WebSocket },
  socketPrefix: string,
  userId: string,
) {
  const native = target.WebSocket as typeof WebSocket & { __localPresence?: true };
  if (native.__localPresence) return;
  const isLakeSocket = (url: string | URL) => {
    const text = String(url);
    return text.startsWith(socketPrefix) && /\/socket\/[^/?]+(?:\?|$)/.test(text);
  };
  const Wrapped = new Proxy(native, {
    construct(Native, args: [string | URL, (string | string[])?]) {
      return isLakeSocket(args[0]) ? new LocalPresenceSocket(args[0], userId) : new Native(...args);
    },
    get(Native, property, receiver) {
      return property === '__localPresence' ? true : Reflect.get(Native, property, receiver);
    },
  });
  target.WebSocket = Wrapped;
}
