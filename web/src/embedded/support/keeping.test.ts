import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from '../../client-address';
import { openDatabase } from '../sqlite';
import { servicePerTest, textRequest } from '../test-support';
import { DEFAULT_RETENTION_DAYS } from './keeping';
import { createSupport, type Support, type SupportOptions } from './service';

const DAY = 24 * 60 * 60 * 1000;
const start = servicePerTest('paperwise-keeping-', (dataDir, options: Partial<SupportOptions> = {}) =>
  createSupport({ dataDir, ...options }),
);

/** A desk on a clock the test moves. */
function clocked(options: Partial<SupportOptions> = {}, dataDir?: string) {
  let now = Date.UTC(2026, 0, 1);
  const desk = start(dataDir, { now: () => now, ...options });
  return { desk, advance: (ms: number) => (now += ms) };
}

// The sender's address as the site's server passes it on (web/server.ts).
beforeAll(() => trustClientAddressHeader());

function call(desk: Support, method: string, path: string, body?: unknown, from = '203.0.113.7') {
  return desk.handler(
    textRequest(`http://support.test/${path}`, method, body, { [CLIENT_ADDRESS_HEADER]: from }),
    path,
  );
}

const contact = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello, a question about my invoice.',
  language: 'en',
  page: '/company/contact/',
};
const feedback = { kind: 'general', rating: 4, comment: 'Nice.', language: 'en', page: '/feedback/' };
const chat = { message: 'Hello?', language: 'en' };

function rows(desk: Support, table: string): number {
  return (desk.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
}

/** The plan SQLite would run the statement with, as one line ("SEARCH … USING INDEX …"). */
function plan(desk: Support, sql: string): string {
  const steps = desk.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>;
  return steps.map((step) => step.detail).join(' | ');
}

describe('the desk’s indexes', () => {
  it('finds a conversation’s messages, its next number and a sender’s rows by index, never by a scan', () => {
    const desk = start();
    const byConversation = plan(desk, `SELECT * FROM chat_messages WHERE conversation_id = 'c' ORDER BY seq`);
    expect(byConversation).toMatch(
      /SEARCH chat_messages USING INDEX chat_messages_conversation \(conversation_id=\?\)/,
    );
    expect(byConversation).not.toMatch(/SCAN|TEMP B-TREE/);
    expect(plan(desk, `SELECT MAX(seq) FROM chat_messages WHERE conversation_id = 'c'`)).toMatch(
      /USING (COVERING )?INDEX chat_messages_conversation/,
    );
    for (const table of ['messages', 'feedback', 'chat_conversations']) {
      expect(plan(desk, `SELECT COUNT(*) FROM ${table} WHERE client = 'x' AND created_at >= '2026'`), table).toMatch(
        new RegExp(`SEARCH ${table} USING (COVERING )?INDEX ${table}_client \\(client=\\? AND created_at>\\?\\)`),
      );
      expect(plan(desk, `DELETE FROM ${table} WHERE created_at < '2026'`), table).toMatch(
        new RegExp(`USING (COVERING )?INDEX ${table}_created`),
      );
    }
  });
});

describe('the retention', () => {
  it('is 180 days by default', () => {
    expect(DEFAULT_RETENTION_DAYS).toBe(180);
  });

  it('deletes what is older than the retention, at start and on a later write, and keeps the rest', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paperwise-keeping-'));
    const { desk, advance } = clocked({ retentionDays: 30 }, dir);
    expect((await call(desk, 'POST', 'contact/', contact)).status).toBe(201);
    expect((await call(desk, 'POST', 'feedback/', feedback)).status).toBe(201);
    const { id } = (await (await call(desk, 'POST', 'conversations/', chat)).json()) as { id: string };
    advance(29 * DAY);
    // A conversation still in use keeps its newer messages when its first ones go.
    expect((await call(desk, 'POST', `conversations/${id}/messages/`, { message: 'Still there?' })).status).toBe(201);
    expect(desk.prune()).toBe(0);

    advance(2 * DAY);
    expect(desk.prune()).toBe(4); // the contact message, the feedback and the chat's first two messages
    expect([rows(desk, 'messages'), rows(desk, 'feedback'), rows(desk, 'chat_messages')]).toEqual([0, 0, 1]);
    expect(desk.conversation(id)?.messages.map((m) => m.text)).toEqual(['Still there?']);
    // Its next message is numbered after the kept one, not by the count.
    await call(desk, 'POST', `conversations/${id}/messages/`, { message: 'Hello again' });
    expect(desk.conversation(id)?.messages.map((m) => m.text)).toEqual(['Still there?', 'Hello again']);

    advance(31 * DAY);
    // A write an hour after the last pruning prunes first: the old conversation is gone.
    expect((await call(desk, 'POST', 'contact/', contact)).status).toBe(201);
    expect([rows(desk, 'chat_messages'), rows(desk, 'chat_conversations'), rows(desk, 'messages')]).toEqual([0, 0, 1]);
    expect((await call(desk, 'GET', `conversations/${id}`)).status).toBe(404);
  });

  it('prunes at start a data folder whose rows are past the retention', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paperwise-keeping-'));
    const first = clocked({}, dir);
    await call(first.desk, 'POST', 'contact/', contact);
    first.desk.close();
    let now = Date.UTC(2026, 0, 1) + 181 * DAY;
    const later = start(dir, { now: () => now++ });
    expect(later.count()).toBe(0);
  });
});

describe('the cap per sender', () => {
  it('refuses a sender’s next row with 429, a clear body and Retry-After; other senders go on', async () => {
    const { desk, advance } = clocked({ rowsPerClient: 3, retentionDays: 10 });
    expect((await call(desk, 'POST', 'contact/', contact)).status).toBe(201);
    advance(DAY);
    expect((await call(desk, 'POST', 'feedback/', feedback)).status).toBe(201);
    expect((await call(desk, 'POST', 'conversations/', chat)).status).toBe(201);
    for (const [path, body] of [
      ['contact/', contact],
      ['feedback/', feedback],
      ['conversations/', chat],
    ] as const) {
      const refused = await call(desk, 'POST', path, body);
      expect(refused.status, path).toBe(429);
      expect(await refused.json()).toEqual({ error: expect.stringMatching(/limit of 3 messages kept/) });
      // The oldest of the three leaves the window 9 days from now.
      expect(Number(refused.headers.get('retry-after'))).toBe(9 * 24 * 60 * 60);
    }
    expect([rows(desk, 'messages'), rows(desk, 'feedback'), rows(desk, 'chat_conversations')]).toEqual([1, 1, 1]);
    expect((await call(desk, 'POST', 'contact/', contact, '198.51.100.9')).status).toBe(201);
    // Once the oldest is past the retention, the sender may write again.
    advance(9 * DAY + 1);
    expect((await call(desk, 'POST', 'contact/', contact)).status).toBe(201);
  });

  it('keeps the sender’s address only as a keyed hash', async () => {
    const desk = start();
    await call(desk, 'POST', 'contact/', contact, '203.0.113.77');
    const stored = JSON.stringify(desk.db.prepare('SELECT * FROM messages').all());
    expect(stored).not.toContain('203.0.113.77');
    expect(stored).toMatch(/"client":"[0-9a-f]{64}"/);
  });

  it('refuses a conversation’s next message past its cap', async () => {
    const { desk } = clocked({ messagesPerConversation: 4 });
    const { id } = (await (await call(desk, 'POST', 'conversations/', chat)).json()) as { id: string };
    expect((await call(desk, 'POST', `conversations/${id}/messages`, { message: 'two' })).status).toBe(201);
    expect((await call(desk, 'POST', `conversations/${id}/messages`, { message: 'three' })).status).toBe(201);
    const refused = await call(desk, 'POST', `conversations/${id}/messages`, { message: 'four' });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      error: expect.stringMatching(/limit of 4 messages; please start a new one/),
    });
    expect(desk.conversation(id)?.messages).toHaveLength(4);
  });
});

describe('a data folder of an earlier version', () => {
  it('gains the sender column and the indexes, and keeps its rows', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paperwise-keeping-'));
    const old = openDatabase(join(dir, 'support.sqlite'));
    old.exec(`CREATE TABLE messages (id TEXT PRIMARY KEY, name TEXT NOT NULL, email TEXT NOT NULL, subject TEXT,
      message TEXT NOT NULL, language TEXT NOT NULL, page TEXT NOT NULL, created_at TEXT NOT NULL)`);
    old.exec(`CREATE TABLE chat_conversations (id TEXT PRIMARY KEY, name TEXT, email TEXT, language TEXT NOT NULL,
      created_at TEXT NOT NULL)`);
    const recent = new Date().toISOString();
    old
      .prepare('INSERT INTO messages VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
      .run('old-1', 'Ada', 'ada@example.com', null, 'An older message', 'en', '/', recent);
    old.close();
    const desk = start(dir);
    expect(desk.message('old-1')).toMatchObject({ message: 'An older message' });
    expect((await call(desk, 'POST', 'contact/', contact)).status).toBe(201);
    expect((await call(desk, 'POST', 'conversations/', chat)).status).toBe(201);
    expect(plan(desk, `SELECT COUNT(*) FROM messages WHERE client = 'x' AND created_at >= '2026'`)).toMatch(
      /INDEX messages_client/,
    );
  });
});
