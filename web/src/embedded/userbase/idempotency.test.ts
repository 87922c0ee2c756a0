import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError } from '../http';
import { openDatabase } from '../sqlite';
import {
  ClaimLostError,
  DEFAULT_IDEMPOTENCY_TTL_MS,
  DEFAULT_PENDING_TIMEOUT_MS,
  IDEMPOTENCY_MISMATCH,
  createIdempotency,
  idempotencyKeyOf,
  openIdempotencyStore,
  requestHash,
  type IdempotencyStore,
} from './idempotency';

const dbs: DatabaseSync[] = [];
afterEach(() => dbs.splice(0).forEach((db) => db.close()));
const database = (path = ':memory:') => {
  const db = openDatabase(path);
  dbs.push(db);
  return db;
};

const withKey = (value?: string) =>
  new Request('http://ub.test/user/', {
    method: 'POST',
    headers: value === undefined ? {} : { 'idempotency-key': value },
  });

describe('idempotencyKeyOf', () => {
  it('accepts a UUID, the client fallback shape and 255 visible characters', () => {
    expect(idempotencyKeyOf(withKey('0b6f3a52-5c0e-4c1e-9a55-3d2f4b1c9e7a'))).toBe(
      '0b6f3a52-5c0e-4c1e-9a55-3d2f4b1c9e7a',
    );
    expect(idempotencyKeyOf(withKey('m3x9k2p1-4fzq8w0c1d'))).toBe('m3x9k2p1-4fzq8w0c1d');
    expect(idempotencyKeyOf(withKey('~'.repeat(255)))).toHaveLength(255);
  });

  it('is undefined without the header', () => {
    expect(idempotencyKeyOf(withKey())).toBeUndefined();
  });

  it.each([
    ['empty', ''],
    ['too short', 'abc1234'],
    ['too long', 'k'.repeat(256)],
    ['inner space', 'abcd efgh'],
    ['two folded headers', 'abcdefgh, abcdefgh'],
    ['non-ASCII', 'clé-clé-clé'],
  ])('refuses a key that is %s with a 400', (_label, value) => {
    const request = new Request('http://ub.test/user/', { method: 'POST' });
    // Headers refuses control characters itself; these reach the check.
    request.headers.set('idempotency-key', value);
    try {
      idempotencyKeyOf(request);
      expect.unreachable('the key should be refused');
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(400);
      expect((error as HttpError).message).toMatch(/^Idempotency-Key: /);
    }
  });
});

describe('requestHash', () => {
  const SECRET = 'a-service-secret-of-32-characters!!';
  const hash = (body: unknown, secret = SECRET, scope = 'POST user') => requestHash(secret, scope, body);

  it('ignores key order and spacing but not values', () => {
    const a = hash(JSON.parse('{"Email":"a@b.co","Language":"en","x":{"b":1,"a":[1,2]}}'));
    const b = hash(JSON.parse('{ "x": {"a": [1, 2], "b": 1}, "Language": "en", "Email": "a@b.co" }'));
    expect(a).toBe(b);
    expect(hash({ Email: 'a@b.co', Language: 'fr' })).not.toBe(hash({ Email: 'a@b.co', Language: 'en' }));
    expect(hash({ x: [1, 2] })).not.toBe(hash({ x: [2, 1] }));
    expect(hash({ x: null })).not.toBe(hash({}));
  });

  it('is keyed: without the secret, trying passwords against the stored hash finds nothing', () => {
    const body = { Email: 'a@b.co', Password: 'hunter2-hunter2' };
    const canonical = '{"Email":"a@b.co","Password":"hunter2-hunter2"}';
    expect(hash(body)).not.toBe(createHash('sha256').update(canonical).digest('hex'));
    expect(hash(body)).not.toBe(createHash('sha256').update(`POST user\n${canonical}`).digest('hex'));
    expect(hash(body, 'another-secret-of-32-characters!!!!')).not.toBe(hash(body));
    // One body under two operations is two requests.
    expect(hash(body, SECRET, 'POST buy')).not.toBe(hash(body));
  });
});

describe('a data folder of an earlier version', () => {
  it('drops the old table, its live tokens and plain hashes overwritten, and works on', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'idem-old-')), 'userbase.sqlite');
    const old = openDatabase(path);
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvbGQtdXNlciJ9.c2lnbmF0dXJlLW9mLWFuLW9sZC10b2tlbg';
    const plainHash = createHash('sha256').update('{"Password":"old-secret"}').digest('hex');
    old.exec(`CREATE TABLE idempotency_keys (scope TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL,
      claim_token TEXT NOT NULL, status INTEGER, body TEXT, created_at INTEGER NOT NULL, completed_at INTEGER,
      PRIMARY KEY (scope, key))`);
    // Rows enough to fill more pages than the new table takes (it would reuse, and so zero, a few).
    const insert = old.prepare('INSERT INTO idempotency_keys VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
    for (let i = 0; i < 100; i += 1) {
      const body = JSON.stringify({ jwt: token, ssojwt: token });
      insert.run('POST user', `key-${String(i).padStart(5, '0')}`, plainHash, 'c', 200, body, 1, Date.now());
    }
    old.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    old.close();

    const db = database(path);
    const store = openIdempotencyStore(db);
    const tables = db.prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`).all() as Array<{ name: string }>;
    expect(tables.map((t) => t.name)).toEqual(['idempotency_answers']);
    // The key runs afresh, as after its 24 hours.
    expect(store.claim('POST user', 'key-00001', 'h').state).toBe('claimed');
    expect(store.count()).toBe(1);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    const file = readFileSync(path).toString('latin1');
    expect(file).not.toContain(token);
    expect(file).not.toContain(plainHash);
  });
});

describe('presenting a stored answer', () => {
  it('replays through the scope’s presenter, which may add what is not stored', async () => {
    const run = createIdempotency(openIdempotencyStore(database()));
    const present = (answer: { status: number; body: string }, replayed: boolean) =>
      new Response(`${answer.body}+fresh`, { status: answer.status, headers: { replayed: String(replayed) } });
    const work = async (commit: (answer: { status: number; body: string }) => void) => {
      commit({ status: 200, body: 'stored' });
      return new Response('first');
    };
    expect(await (await run('s', 'key-00001', 'h', work, present)).text()).toBe('first');
    const again = await run('s', 'key-00001', 'h', work, present);
    expect(await again.text()).toBe('stored+fresh');
    expect(again.headers.get('replayed')).toBe('true');
  });
});

describe('the idempotency store', () => {
  const answer = { status: 200, body: '{"jwt":"a.b.c","ssojwt":"d.e.f"}' };

  function clocked(db = database()) {
    let now = 1_700_000_000_000;
    const store = openIdempotencyStore(db, { now: () => now });
    return { store, advance: (ms: number) => (now += ms) };
  }

  it('claims a new key, reports it pending, then replays the completed answer', () => {
    const { store } = clocked();
    const claim = store.claim('s', 'key-00001', 'h1');
    expect(claim.state).toBe('claimed');
    expect(store.claim('s', 'key-00001', 'h1')).toEqual({ state: 'pending', requestHash: 'h1' });
    store.complete('s', 'key-00001', (claim as { token: string }).token, answer);
    expect(store.claim('s', 'key-00001', 'h2')).toEqual({ state: 'done', requestHash: 'h1', answer });
    // Keys are per operation.
    expect(store.claim('other', 'key-00001', 'h1').state).toBe('claimed');
  });

  it('forgets a released key: the next request runs afresh', () => {
    const { store } = clocked();
    const claim = store.claim('s', 'key-00001', 'h1') as { token: string };
    store.release('s', 'key-00001', claim.token);
    expect(store.claim('s', 'key-00001', 'h2').state).toBe('claimed');
  });

  it('replays for 24 hours, then prunes the answer', () => {
    const { store, advance } = clocked();
    const claim = store.claim('s', 'key-00001', 'h1') as { token: string };
    store.complete('s', 'key-00001', claim.token, answer);
    advance(DEFAULT_IDEMPOTENCY_TTL_MS - 1);
    expect(store.claim('s', 'key-00001', 'h1').state).toBe('done');
    expect(store.prune()).toBe(0);
    advance(2);
    expect(store.prune()).toBe(1);
    expect(store.count()).toBe(0);
    expect(store.claim('s', 'key-00001', 'h1').state).toBe('claimed');
  });

  it('prunes on its own as keys are claimed', () => {
    const { store, advance } = clocked();
    for (const key of ['key-00001', 'key-00002']) {
      const claim = store.claim('s', key, 'h') as { token: string };
      store.complete('s', key, claim.token, answer);
    }
    advance(DEFAULT_IDEMPOTENCY_TTL_MS + 1);
    store.claim('s', 'key-00003', 'h');
    expect(store.count()).toBe(1);
  });

  it('lets a pending key be taken over once it is abandoned, and the first owner can no longer complete', () => {
    const { store, advance } = clocked();
    const first = store.claim('s', 'key-00001', 'h1') as { token: string };
    advance(DEFAULT_PENDING_TIMEOUT_MS - 1);
    expect(store.claim('s', 'key-00001', 'h1').state).toBe('pending');
    advance(2);
    const second = store.claim('s', 'key-00001', 'h1') as { state: string; token: string };
    expect(second.state).toBe('claimed');
    expect(() => store.complete('s', 'key-00001', first.token, answer)).toThrow(ClaimLostError);
    // The late first owner's release does not free the new owner's claim.
    store.release('s', 'key-00001', first.token);
    expect(store.claim('s', 'key-00001', 'h1').state).toBe('pending');
    store.complete('s', 'key-00001', second.token, answer);
    expect(store.claim('s', 'key-00001', 'h1').state).toBe('done');
  });

  it('keeps its rows in the database file: another connection (process) sees them', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'idem-')), 'x.sqlite');
    const one = openIdempotencyStore(database(path));
    const two = openIdempotencyStore(database(path));
    const claim = one.claim('s', 'key-00001', 'h1') as { token: string };
    expect(two.claim('s', 'key-00001', 'h1').state).toBe('pending');
    one.complete('s', 'key-00001', claim.token, answer);
    expect(two.claim('s', 'key-00001', 'h1')).toEqual({ state: 'done', requestHash: 'h1', answer });
  });
});

describe('createIdempotency', () => {
  const ok = (body: string) => new Response(body, { status: 200 });

  function setup(store: IdempotencyStore = openIdempotencyStore(database())) {
    let runs = 0;
    const run = createIdempotency(store);
    const work =
      (body: string, gate?: Promise<void>) => async (commit: (a: { status: number; body: string }) => void) => {
        runs += 1;
        await gate;
        commit({ status: 200, body });
        return ok(body);
      };
    return { run, work, store, runs: () => runs };
  }

  it('runs the work once and replays its answer, marked as a replay', async () => {
    const { run, work, runs } = setup();
    const first = await run('s', 'key-00001', 'h', work('one'));
    const second = await run('s', 'key-00001', 'h', work('two'));
    expect(await first.text()).toBe('one');
    expect(await second.text()).toBe('one');
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(runs()).toBe(1);
  });

  it('refuses another body under the same key with a 422, finished or still running', async () => {
    const { run, work } = setup();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const running = run('s', 'key-00001', 'h1', work('one', gate));
    await expect(run('s', 'key-00001', 'h2', work('two'))).rejects.toMatchObject({
      status: 422,
      message: IDEMPOTENCY_MISMATCH,
    });
    open();
    await running;
    await expect(run('s', 'key-00001', 'h2', work('two'))).rejects.toMatchObject({ status: 422 });
  });

  it('makes a concurrent repeat wait for the running request and replay its answer', async () => {
    const { run, work, runs } = setup();
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const all = Promise.all(
      Array.from({ length: 10 }, (_, i) => run('s', 'key-00001', 'h', work(`answer-${i}`, i === 0 ? gate : undefined))),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const bodies = await Promise.all((await all).map((r) => r.text()));
    expect(new Set(bodies)).toEqual(new Set(['answer-0']));
    expect(runs()).toBe(1);
  });

  it('releases the key when the work fails or stores nothing: the retry runs again', async () => {
    const { run, work, store, runs } = setup();
    await expect(
      run('s', 'key-00001', 'h', async () => {
        throw new HttpError(503, 'try later');
      }),
    ).rejects.toMatchObject({ status: 503 });
    expect(store.count()).toBe(0);
    const refused = await run('s', 'key-00001', 'h', async () => new Response('{"error":"no"}', { status: 409 }));
    expect(refused.status).toBe(409);
    expect(store.count()).toBe(0);
    expect(await (await run('s', 'key-00001', 'h', work('fine'))).text()).toBe('fine');
    expect(runs()).toBe(1);
  });

  it('waits for a request running in another process by watching the table', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'idem-')), 'x.sqlite');
    const other = openIdempotencyStore(database(path));
    const { run, work, runs } = setup(openIdempotencyStore(database(path)));
    const claim = other.claim('s', 'key-00001', 'h') as { token: string };
    const waiting = run('s', 'key-00001', 'h', work('mine'));
    await new Promise((resolve) => setTimeout(resolve, 120));
    other.complete('s', 'key-00001', claim.token, { status: 200, body: 'theirs' });
    expect(await (await waiting).text()).toBe('theirs');
    expect(runs()).toBe(0);
  });

  it('replays the taker’s answer when its own claim was taken over', async () => {
    let now = 0;
    const path = join(mkdtempSync(join(tmpdir(), 'idem-')), 'x.sqlite');
    const slow = openIdempotencyStore(database(path), { now: () => now });
    const taker = openIdempotencyStore(database(path), { now: () => now });
    const run = createIdempotency(slow);
    let rolledBack = false;
    const answer = run('s', 'key-00001', 'h', async (commit) => {
      // Meanwhile another process decided this claim was abandoned and finished the request.
      now += DEFAULT_PENDING_TIMEOUT_MS + 1;
      const theirs = taker.claim('s', 'key-00001', 'h') as { token: string };
      taker.complete('s', 'key-00001', theirs.token, { status: 200, body: 'theirs' });
      try {
        commit({ status: 200, body: 'mine' });
      } catch (error) {
        rolledBack = error instanceof ClaimLostError;
        throw error;
      }
      return ok('mine');
    });
    expect(await (await answer).text()).toBe('theirs');
    expect(rolledBack).toBe(true);
  });
});
