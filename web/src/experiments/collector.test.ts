import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '@/client-address';
import { createRateLimit } from '@/lib/rate-limit';
import { createCollector, type AccountCheck, type CollectorDeps } from './collector';
import { cookieFrom } from './measured-visitor';
import { signVisitorId } from './visitor';
import { conversionRouteBed, readAnswer, reportRequest, TEST_SIGNER, TEST_SITE, TEST_VISITOR } from './test-kit';

const URL_ = `${TEST_SITE}/api/experiments/events/`;
const OTHER_VISITOR = 'BBBBBBBBBBBBBBBBBBBBBQ';
const EXPERIMENT = 'experiment-docs-free-demo';
const CONTROL = 'landingPage-en-docs-free-demo';
const VARIANT = 'landingPage-en-docs-ab-24-11-26-01';
const TOKENS = { jwt: 'a.b.c', ssojwt: 'd.e.f' };
/** The visitor ids as the proxy writes them: signed. */
const SIGNED_VISITOR = await signVisitorId(TEST_VISITOR, TEST_SIGNER);
const SIGNED_OTHER = await signVisitorId(OTHER_VISITOR, TEST_SIGNER);

interface Send {
  body?: unknown;
  raw?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}

function request({ body, raw, cookies, headers }: Send = {}): Request {
  return reportRequest(
    URL_,
    raw ??
      JSON.stringify(body !== undefined ? body : { type: 'signup_started', experiment: EXPERIMENT, variant: CONTROL }),
    cookies ?? { 'user-cookies': '1', pw_vid: SIGNED_VISITOR },
    headers,
  );
}

describe('the experiment event collector', () => {
  const route = conversionRouteBed('collector', {
    experiment: EXPERIMENT,
    variants: [CONTROL, VARIANT],
    exposure: { type: 'exposure', experiment: EXPERIMENT, variant: CONTROL, visitorId: TEST_VISITOR, at: new Date() },
  });
  let confirm: ReturnType<typeof vi.fn<(tokens: { jwt: string; ssojwt: string }) => Promise<AccountCheck>>>;
  beforeEach(() => {
    confirm = vi.fn(async () => ({ status: 'confirmed', subject: 'user-42' }) as AccountCheck);
  });
  function collector(overrides: Partial<CollectorDeps> = {}) {
    return createCollector({ ...route.deps(), confirmAccount: confirm, ...overrides });
  }

  it('stores a sign-up of an exposed visitor (202 stored), then answers a repeat as a duplicate', async () => {
    const collect = collector();
    const first = await collect(request());
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await readAnswer(first)).toEqual({ status: 202, body: { stored: true } });
    expect(await readAnswer(await collect(request()))).toEqual({ status: 202, body: { stored: false } });
    expect((await route.store.totals(EXPERIMENT)).variants).toEqual([
      { variant: CONTROL, visitors: 1, signupsStarted: 1, accountsCreated: 0 },
    ]);
  });

  it('stores an account only once the userbase confirms its tokens, with the confirmed subject', async () => {
    const response = await collector()(
      request({ body: { type: 'account_created', experiment: EXPERIMENT, variant: CONTROL, tokens: TOKENS } }),
    );
    expect(await readAnswer(response)).toEqual({ status: 202, body: { stored: true } });
    expect(confirm).toHaveBeenCalledWith(TOKENS);
    expect((await route.store.totals(EXPERIMENT)).variants[0]!.accountsCreated).toBe(1);
  });

  it('refuses an account the userbase does not confirm (403) or cannot be asked about (502)', async () => {
    const body = { type: 'account_created', experiment: EXPERIMENT, variant: CONTROL, tokens: TOKENS };
    confirm.mockResolvedValueOnce({ status: 'refused' });
    expect(await readAnswer(await collector()(request({ body })))).toEqual({
      status: 403,
      body: { error: 'the userbase did not confirm the account' },
    });
    confirm.mockResolvedValueOnce({ status: 'unreachable' });
    expect((await collector()(request({ body }))).status).toBe(502);
    expect((await route.store.totals(EXPERIMENT)).variants[0]!.accountsCreated).toBe(0);
  });

  it('refuses an account without tokens (422, naming the field)', async () => {
    const response = await collector()(
      request({ body: { type: 'account_created', experiment: EXPERIMENT, variant: CONTROL } }),
    );
    const { status, body } = await readAnswer(response);
    expect(status).toBe(422);
    expect(body.error).toMatch(/^tokens: /);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('refuses a body over 4 KiB (413), whether declared or not', async () => {
    const big = JSON.stringify({
      type: 'signup_started',
      experiment: EXPERIMENT,
      variant: CONTROL,
      pad: 'x'.repeat(5000),
    });
    expect((await collector()(request({ raw: big }))).status).toBe(413);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const undeclared = new Request(URL_, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: TEST_SITE,
        cookie: `user-cookies=1; pw_vid=${SIGNED_VISITOR}`,
      },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const { status, body } = await readAnswer(await collector()(undeclared));
    expect(status).toBe(413);
    expect(body.error).toMatch(/larger than 4096 bytes/);
  });

  it('refuses a body that is not JSON (400)', async () => {
    expect(await readAnswer(await collector()(request({ raw: '{"type": ' })))).toEqual({
      status: 400,
      body: { error: 'the body is not valid JSON' },
    });
  });

  it.each([
    [{ experiment: EXPERIMENT, variant: CONTROL }, /^type: is required/],
    [
      { type: 'exposure', experiment: EXPERIMENT, variant: CONTROL },
      /^type: must be "signup_started" or "account_created"/,
    ],
    [{ type: 'signup_started', variant: CONTROL }, /^experiment: is required/],
    [
      { type: 'signup_started', experiment: 'no spaces allowed', variant: CONTROL },
      /^experiment: is not an experiment id/,
    ],
    [{ type: 'signup_started', experiment: EXPERIMENT, variant: 7 }, /^variant: must be a string/],
    [
      { type: 'signup_started', experiment: EXPERIMENT, variant: CONTROL, tokens: { jwt: 'x' } },
      /^tokens\.ssojwt: is required$/,
    ],
    [[1, 2], /^the event must be a JSON object$/],
    [null, /^the event must be a JSON object$/],
  ])('refuses a malformed event (422, naming the field): %j', async (body, message) => {
    const { status, body: answer } = await readAnswer(await collector()(request({ body })));
    expect(status).toBe(422);
    expect(answer.error).toMatch(message);
  });

  it('refuses another site’s page (403) and takes its own, also at its public origin', async () => {
    const cross = await collector()(request({ headers: { origin: 'https://evil.example' } }));
    expect(await readAnswer(cross)).toEqual({
      status: 403,
      body: { error: 'events are taken only from the site’s own pages' },
    });
    const noOrigin = await collector()(request({ headers: { origin: '', 'sec-fetch-site': 'cross-site' } }));
    expect(noOrigin.status).toBe(403);
    const publicOrigin = collector({ siteOrigins: ['https://www.example.com'] });
    expect((await publicOrigin(request({ headers: { origin: 'https://www.example.com' } }))).status).toBe(202);
  });

  it('refuses a visitor without consent (403 no consent), even with a visitor id', async () => {
    for (const cookies of [{ pw_vid: SIGNED_VISITOR }, { pw_vid: SIGNED_VISITOR, 'user-cookies': '0' }] as Record<
      string,
      string
    >[]) {
      expect(await readAnswer(await collector()(request({ cookies })))).toEqual({
        status: 403,
        body: { error: 'no consent' },
      });
    }
  });

  it('refuses a missing, malformed or unsigned visitor id (400), even of an exposed visitor', async () => {
    const forged = [
      undefined,
      'not-an-id',
      TEST_VISITOR,
      `${TEST_VISITOR}.${'A'.repeat(43)}`,
      SIGNED_OTHER.replace(OTHER_VISITOR, TEST_VISITOR),
    ];
    for (const pw_vid of forged) {
      const cookies: Record<string, string> =
        pw_vid === undefined ? { 'user-cookies': '1' } : { 'user-cookies': '1', pw_vid };
      const { status, body } = await readAnswer(await collector()(request({ cookies })));
      expect(status, pw_vid).toBe(400);
      expect(body.error).toBe('the pw_vid cookie is missing, malformed or not signed by this site');
    }
    expect(await route.store.size()).toBe(1);
  });

  it('counts an account once, whichever visitor sends its tokens, and a replay once', async () => {
    await route.store.record([
      { type: 'exposure', experiment: EXPERIMENT, variant: VARIANT, visitorId: OTHER_VISITOR, at: new Date() },
    ]);
    const collect = collector();
    const body = { type: 'account_created', experiment: EXPERIMENT, variant: CONTROL, tokens: TOKENS };
    expect(await readAnswer(await collect(request({ body })))).toEqual({ status: 202, body: { stored: true } });
    expect(await readAnswer(await collect(request({ body })))).toEqual({ status: 202, body: { stored: false } });
    const other = await collect(
      request({ body: { ...body, variant: VARIANT }, cookies: { 'user-cookies': '1', pw_vid: SIGNED_OTHER } }),
    );
    expect(await readAnswer(other)).toEqual({ status: 202, body: { stored: false } });
    expect((await route.store.totals(EXPERIMENT)).variants).toEqual([
      { variant: VARIANT, visitors: 1, signupsStarted: 0, accountsCreated: 0 },
      { variant: CONTROL, visitors: 1, signupsStarted: 0, accountsCreated: 1 },
    ]);
  });

  it('refuses an experiment that is not live or a variant not its own (422)', async () => {
    const unknown = await collector()(
      request({ body: { type: 'signup_started', experiment: 'experiment-other', variant: CONTROL } }),
    );
    expect(await readAnswer(unknown)).toEqual({
      status: 422,
      body: { error: 'experiment: is not a running or stopped experiment' },
    });
    const foreign = await collector()(
      request({ body: { type: 'signup_started', experiment: EXPERIMENT, variant: 'landingPage-en-elsewhere' } }),
    );
    expect(await readAnswer(foreign)).toEqual({
      status: 422,
      body: { error: 'variant: is not a variant of this experiment' },
    });
  });

  it('refuses an event without the server’s exposure of that visitor to that variant (409)', async () => {
    // The visitor was served the control: an event claiming the other variant is forged.
    const otherVariant = await collector()(
      request({ body: { type: 'signup_started', experiment: EXPERIMENT, variant: VARIANT } }),
    );
    expect(otherVariant.status).toBe(409);
    // A made-up visitor id has no exposure at all.
    const madeUp = await collector()(request({ cookies: { 'user-cookies': '1', pw_vid: SIGNED_OTHER } }));
    expect(await readAnswer(madeUp)).toEqual({
      status: 409,
      body: { error: 'no exposure of this visitor to this variant was logged' },
    });
    expect(await route.store.size()).toBe(1);
  });

  it('writes the exposures waiting in memory before it refuses an event for want of one', async () => {
    const flushExposures = vi.fn(async () => {
      await route.store.record([
        { type: 'exposure', experiment: EXPERIMENT, variant: VARIANT, visitorId: OTHER_VISITOR, at: new Date() },
      ]);
    });
    const response = await collector({ flushExposures })(
      request({
        cookies: { 'user-cookies': '1', pw_vid: SIGNED_OTHER },
        body: { type: 'signup_started', experiment: EXPERIMENT, variant: VARIANT },
      }),
    );
    expect(response.status).toBe(202);
    expect(flushExposures).toHaveBeenCalledTimes(1);
  });

  it('bounds the events per visitor (429 with Retry-After and the JSON error), refilling after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const collect = collector({
        limits: { perVisitor: createRateLimit('events-visitor', { limit: { points: 3, seconds: 60 } }) },
      });
      for (let n = 0; n < 3; n++) expect((await collect(request())).status).toBe(202);
      const limited = await collect(request());
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('60');
      expect((await readAnswer(limited)).body).toEqual({ error: 'too many events' });
      vi.advanceTimersByTime(60_001);
      expect((await collect(request())).status).toBe(202);
    } finally {
      vi.useRealTimers();
    }
  });

  it('bounds the events per client address (429), before reading the body', async () => {
    const collect = collector({
      limits: { perClient: createRateLimit('events-client', { limit: { points: 2, seconds: 60 } }) },
    });
    expect((await collect(request())).status).toBe(202);
    expect((await collect(request({ raw: 'not even JSON' }))).status).toBe(400);
    const limited = await collect(request({ raw: 'not even JSON' }));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address has its own count; a client's X-Real-IP or X-Forwarded-For changes nothing.
    expect(
      (await collect(request({ headers: { 'x-real-ip': '198.51.100.8', 'x-forwarded-for': '198.51.100.9' } }))).status,
    ).toBe(429);
    expect((await collect(request({ headers: { [CLIENT_ADDRESS_HEADER]: '198.51.100.7' } }))).status).toBe(202);
  });

  it('refuses conversions once the store holds EXPERIMENT_EVENTS_MAX of them (507, one log line), never for page views', async () => {
    // Page views of a thousand other visitors: they do not use up the conversions' bound.
    await route.store.record(
      Array.from({ length: 1000 }, (_, n) => ({
        type: 'exposure' as const,
        experiment: EXPERIMENT,
        variant: CONTROL,
        visitorId: `scripted-${n}`,
        at: new Date(),
      })),
    );
    const size = vi.spyOn(route.store, 'size');
    const collect = collector({ eventsMax: 1 });
    expect((await collect(request())).status).toBe(202);
    // The sign-up makes one conversion: full.
    const full = await collect(
      request({ body: { type: 'account_created', experiment: EXPERIMENT, variant: CONTROL, tokens: TOKENS } }),
    );
    expect(await readAnswer(full)).toEqual({ status: 507, body: { error: 'the event store is full' } });
    expect((await collect(request())).status).toBe(507);
    expect(route.lines).toEqual([
      'Experiment events refused: the store holds 1 conversions, its bound EXPERIMENT_EVENTS_MAX is 1',
    ]);
    // The bound is read from the kept counts, never by counting the table.
    expect(size).not.toHaveBeenCalled();
    await route.store.clear(EXPERIMENT);
    // Room at once (and the visitor's exposure is gone, so the next refusal is 409).
    expect((await collect(request())).status).toBe(409);
  });

  it('answers a failure of the store as JSON 500 without details, and logs it', async () => {
    const broken = collector({ store: () => Promise.reject(new Error('disk on fire')) });
    const response = await broken(request());
    expect(await readAnswer(response)).toEqual({ status: 500, body: { error: 'the event could not be stored' } });
    expect(route.lines).toEqual(['The experiment event collector failed: disk on fire']);
  });
});

describe('cookieFrom', () => {
  it('reads one cookie of a Cookie header', () => {
    expect(cookieFrom('a=1; pw_vid=abc; user-cookies=1', 'pw_vid')).toBe('abc');
    expect(cookieFrom('a=1', 'pw_vid')).toBeUndefined();
    expect(cookieFrom(null, 'pw_vid')).toBeUndefined();
    expect(cookieFrom('x=%E2%9C%93', 'x')).toBe('✓');
  });
});
