import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFetchHandler } from '../node-server';
import { inProcessFetch } from './in-process';
import { createContentLake, type ContentLake } from './service';

const BASE = '/embedded/content-lake/';
const SEED = fileURLToPath(new URL('../../../../content/bundle.ndjson', import.meta.url));

/**
 * The in-process transport is a transport only: @sanity/client gets from it what it gets over
 * HTTP from the same handler (answers, errors, long queries sent as POST), the handler gets the
 * same requests, and no byte goes through the socket.
 */
describe('the in-process transport of @sanity/client', () => {
  let dataDir = '';
  let lake: ContentLake;
  let server: Awaited<ReturnType<typeof serveFetchHandler>>;
  const overSocket: Request[] = [];
  const inProcess: Request[] = [];
  let http: SanityClient;
  let local: SanityClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'lake-in-process-'));
    lake = createContentLake({ dataDir, seedBundle: SEED, publicBase: BASE });
    const serve = (request: Request) => lake.handler(request, new URL(request.url).pathname.slice(BASE.length));
    server = await serveFetchHandler((request) => {
      overSocket.push(request);
      return serve(request);
    });
    const apiHost = `${server.url}${BASE.replace(/\/$/, '')}`;
    const transport = inProcessFetch(apiHost, (request) => {
      inProcess.push(request);
      return serve(request);
    });
    const config = {
      projectId: 'local',
      dataset: 'production',
      apiHost,
      useProjectHostname: false,
      apiVersion: '2025-02-19',
      useCdn: true,
      perspective: 'published' as const,
    };
    http = createClient(config);
    local = createClient({ ...config, resolveFetch: () => transport });
  });

  afterAll(async () => {
    await server.close();
    lake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers as over HTTP, with the same request reaching the handler and none through the socket', async () => {
    const query = '*[_type == "legalDocument" && language == $locale][0]{ title, sections[0...2] }';
    overSocket.length = 0;
    const overHttp = await http.fetch(query, { locale: 'fr' });
    const [viaSocket] = overSocket.splice(0);
    inProcess.length = 0;
    const direct = await local.fetch(query, { locale: 'fr' });
    expect(direct).toEqual(overHttp);
    expect(direct).toMatchObject({ title: expect.any(String) });
    expect(overSocket).toHaveLength(0);
    expect(inProcess).toHaveLength(1);
    const [viaMemory] = inProcess;
    expect(viaMemory!.method).toBe(viaSocket!.method);
    expect(viaMemory!.url).toBe(viaSocket!.url);
    expect(viaMemory!.headers.get('user-agent')).toBe(viaSocket!.headers.get('user-agent'));
  });

  it("passes the lake's errors to the client as Sanity's (a malformed query is a 400 with its description)", async () => {
    const failed = (client: SanityClient) =>
      client.fetch('*[_type == ', {}).then(
        () => ({ statusCode: 0, message: 'answered' }),
        (error: { statusCode: number; message: string }) => ({ statusCode: error.statusCode, message: error.message }),
      );
    const direct = await failed(local);
    expect(direct.statusCode).toBe(400);
    expect(direct).toEqual(await failed(http));
  });

  it('sends a long query as a POST with its body, as over HTTP', async () => {
    const padding = ' '.repeat(12_000);
    inProcess.length = 0;
    const count = await local.fetch(`count(*[_type == $type])${padding}`, { type: 'legalDocument' });
    expect(inProcess[0]!.method).toBe('POST');
    expect(count).toBeGreaterThan(0);
    expect(count).toBe(await http.fetch(`count(*[_type == $type])${padding}`, { type: 'legalDocument' }));
  });

  it('refuses an address that is not the lake', async () => {
    const transport = inProcessFetch('http://127.0.0.1:1/embedded/content-lake', lake.handler as never);
    await expect(transport('http://example.com/v1/data/query/production?query=1')).rejects.toThrow(
      /reads the local Content Lake at http:\/\/127\.0\.0\.1:1\/embedded\/content-lake only/,
    );
  });
});
