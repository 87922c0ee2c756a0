import type { ClientConfig } from '@sanity/client';

/** The transport @sanity/client sends every request through (its `resolveFetch` option). */
export type ClientFetch = ReturnType<NonNullable<ClientConfig['resolveFetch']>>;

/**
 * The transport of a @sanity/client in the process that holds the lake: each request the client
 * makes to `apiHost` becomes the Fetch-API Request that node:http would have handed `serve`
 * (method, URL, headers, body), and `serve`'s Response is the client's answer, status, headers and
 * body as they are. Everything of the client is unchanged (how it encodes queries and parameters,
 * perspectives, stega, its errors and retries), and so is the lake's HTTP API (the same handler
 * answers the studio over HTTP); what is left out is the socket, node:http and undici, about two
 * thirds of a cached read. A URL outside `apiHost` is refused: this client talks to the lake only.
 */
export function inProcessFetch(apiHost: string, serve: (request: Request) => Promise<Response>): ClientFetch {
  const prefix = `${apiHost.replace(/\/$/, '')}/`;
  return async (input, init = {}) => {
    if (!input.startsWith(prefix)) {
      throw new Error(`This client reads the local Content Lake at ${apiHost} only, not ${input}`);
    }
    const body = init.body ?? undefined;
    const request = new Request(input, {
      method: init.method,
      headers: init.headers as HeadersInit | undefined,
      body: body as BodyInit | undefined,
      signal: init.signal ?? undefined,
      duplex: body instanceof ReadableStream ? 'half' : undefined,
    } as RequestInit);
    init.signal?.throwIfAborted();
    const response = await serve(request);
    return {
      ok: response.ok,
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
      url: input,
      redirected: false,
      body: response.body,
      text: () => response.text(),
      arrayBuffer: () => response.arrayBuffer(),
    };
  };
}
