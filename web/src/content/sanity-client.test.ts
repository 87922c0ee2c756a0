import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { stegaClean } from 'next-sanity';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const state = { source: 'sanity' as 'sanity' | 'embedded', token: 'viewer-token' as string | undefined };
vi.mock('@/env', () => ({
  contentSource: () => state.source,
  env: () => ({
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    SANITY_API_VERSION: '2025-09-01',
    SANITY_API_READ_TOKEN: state.token,
  }),
  sanityStudioUrl: () => 'https://studio.example',
}));

// The local lake's loopback address, as local-lake.ts would give it (local-lake.test.ts starts the real one).
vi.mock('./local-lake', () => ({
  LOCAL_PROJECT_ID: 'local',
  LOCAL_DATASET: 'production',
  localContentApiHost: async () => 'http://127.0.0.1:4999/embedded/content-lake',
}));

const { draftModeProblem, LOCAL_LAKE_TOKEN, previewSecretClient, sanityClient, sanityDraftClient } =
  await import('./sanity-client');

beforeEach(() => {
  state.source = 'sanity';
  state.token = 'viewer-token';
});

describe('draftModeProblem', () => {
  it('with Sanity, needs a read token; the local lake has no sign-in and needs none', () => {
    expect(draftModeProblem()).toBeNull();
    state.token = undefined;
    expect(draftModeProblem()).toMatch(/SANITY_API_READ_TOKEN/);
    state.source = 'embedded';
    expect(draftModeProblem()).toBeNull();
  });
});

describe('the two clients', () => {
  it('visitors: published documents through the CDN, no stega', async () => {
    const config = (await sanityClient()).config();
    expect(config).toMatchObject({ useCdn: true, perspective: 'published' });
    expect(config.stega.enabled).toBe(false);
  });

  it('draft mode: drafts from the API with the token, stega on with the studio and the allow-list', async () => {
    const config = (await sanityDraftClient()).config();
    expect(config).toMatchObject({ useCdn: false, perspective: 'drafts', token: 'viewer-token' });
    expect(config.stega).toMatchObject({ enabled: true, studioUrl: 'https://studio.example' });
    expect(typeof config.stega.filter).toBe('function');
  });

  it('Sanity: the project host name, the API version, and its CDN for visitors', async () => {
    const config = (await sanityClient()).config();
    expect(config.url).toBe('https://abc123.api.sanity.io/v2025-09-01');
    expect(config.cdnUrl).toBe('https://abc123.apicdn.sanity.io/v2025-09-01');
  });

  it('without a Sanity project: the same clients on the local lake, no token, no project host name', async () => {
    state.source = 'embedded';
    const published = (await sanityClient()).config();
    expect(published).toMatchObject({
      projectId: 'local',
      dataset: 'production',
      useProjectHostname: false,
      perspective: 'published',
      useCdn: true,
    });
    expect(published.token).toBeUndefined();
    // Queries go to {apiHost}/v{apiVersion}/data/query/production; the lake has no CDN host.
    expect(published.url).toBe('http://127.0.0.1:4999/embedded/content-lake/v2025-09-01');
    expect(published.cdnUrl).toBe(published.url);
    const draft = (await sanityDraftClient()).config();
    expect(draft).toMatchObject({ perspective: 'drafts', useCdn: false, projectId: 'local' });
    expect(draft.token).toBeUndefined();
    // Without SANITY_STUDIO_URL, the edit markers name the studio this same site serves.
    expect(draft.stega).toMatchObject({ enabled: true, studioUrl: '/studio' });
    // @sanity/preview-url-secret refuses a client without a token: the local one sends a fixed word.
    expect((await previewSecretClient()).config().token).toBe(LOCAL_LAKE_TOKEN);
    state.source = 'sanity';
    expect((await previewSecretClient()).config().token).toBe('viewer-token');
  });
});

/**
 * A stand-in for the query API answering with a result and its content source map, the way the
 * API does for a stega client: what comes back through the real client shows which strings the
 * filter let it encode.
 */
describe('stega in a draft-mode query result', () => {
  const result = {
    _id: 'drafts.landingPage-en-docs-free-demo',
    path: '/docs/free-demo/',
    title: 'Free templates',
    variantId: 'docs-free-demo',
    experiment: 'ab-15-10-24',
    sections: [
      {
        _key: 'hero',
        _type: 'hero',
        headline: 'Find the template you need',
        text: 'Ready in minutes',
        points: ['Edit online', 'https://paperwise.example/pricing/'],
        cta: { label: 'Start now', action: 'signup' },
      },
    ],
    templates: {
      keywords: ['lease'],
      documents: [{ label: 'Lease', url: '/lease-agreement/', thumb: 'imgs/250px/1.png', search: 'lease' }],
    },
    dialog: { _id: 'signupDialog-en-v1', key: 'v1', kind: 'email', title: 'Create your account' },
    settings: { phone: '+1 555 0100', templateCount: '3,000' },
  };
  // Top-level result field → [document index, path in that document]; nested values resolve below it.
  const sources: Record<string, [number, string]> = {
    _id: [0, "$['_id']"],
    path: [0, "$['path']"],
    title: [0, "$['title']"],
    variantId: [0, "$['variantId']"],
    experiment: [0, "$['experiment']"],
    sections: [0, "$['sections']"],
    templates: [0, "$['templates']"],
    dialog: [1, '$'],
    settings: [2, '$'],
  };
  const csm = {
    documents: [
      { _id: 'drafts.landingPage-en-docs-free-demo', _type: 'landingPage' },
      { _id: 'signupDialog-en-v1', _type: 'signupDialog' },
      { _id: 'siteSettings', _type: 'siteSettings' },
    ],
    paths: Object.values(sources).map(([, path]) => path),
    mappings: Object.fromEntries(
      Object.entries(sources).map(([field, [document]], path) => [
        `$['${field}']`,
        { type: 'value', source: { type: 'documentValue', document, path } },
      ]),
    ),
  };

  let server: Server;
  let apiHost = '';
  const seen: IncomingMessage[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request);
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ ms: 1, result, resultSourceMap: csm }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('encodes the visible page texts only: no id, path, URL, keyword, dialog or setting', async () => {
    const client = (await sanityDraftClient()).withConfig({ apiHost, useProjectHostname: false });
    const answer = (await client.fetch('*[0]', {}, { cache: 'no-store' })) as typeof result;

    const request = seen.at(-1)!;
    expect(request.headers.authorization).toBe('Bearer viewer-token');
    expect(request.url).toContain('perspective=drafts');

    const encoded = (value: string) => stegaClean(value) !== value;
    const [hero] = answer.sections;
    expect(encoded(hero!.headline)).toBe(true);
    expect(encoded(hero!.text)).toBe(true);
    expect(encoded(hero!.points[0]!)).toBe(true);
    expect(encoded(hero!.cta.label)).toBe(true);
    // What the code compares is never encoded.
    expect(hero!.cta.action).toBe('signup');
    expect(hero!._type).toBe('hero');
    // On the allow-list, but a URL: Sanity's own filter still keeps it clean.
    expect(hero!.points[1]).toBe('https://paperwise.example/pricing/');

    expect(stegaClean(answer)).toEqual(result);
    expect(answer._id).toBe(result._id);
    expect(answer.path).toBe(result.path);
    expect(answer.title).toBe(result.title);
    expect(answer.variantId).toBe(result.variantId);
    expect(answer.experiment).toBe(result.experiment);
    expect(answer.templates).toEqual(result.templates);
    expect(answer.dialog).toEqual(result.dialog);
    expect(answer.settings).toEqual(result.settings);
  });
});
