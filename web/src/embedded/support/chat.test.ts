import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servicePerTest, textRequest } from '../test-support';
import { createSupport, type Support } from './service';

const start = servicePerTest('paperwise-chat-', (dataDir) => createSupport({ dataDir }));

function call(desk: Support, method: string, path: string, body?: unknown) {
  return desk.handler(textRequest(`http://support.test/${path}`, method, body), path);
}

interface Conversation {
  id: string;
  messages: Array<{ author: string; text: string }>;
}

describe('the live chat of the support desk', () => {
  it('opens a conversation with the desk’s automatic answer in its language, 201', async () => {
    const desk = start();
    const response = await call(desk, 'POST', 'conversations/', {
      message: '  Bonjour, une question ?  ',
      language: 'fr',
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as Conversation;
    expect(body.messages.map((m) => m.author)).toEqual(['visitor', 'desk']);
    expect(body.messages[0]!.text).toBe('Bonjour, une question ?');
    expect(body.messages[1]!.text).toMatch(/Un conseiller vous répondra ici/);
    expect(body.messages[1]!.text).not.toMatch(/e-mail/);
    expect(desk.conversation(body.id)?.language).toBe('fr');
  });

  it('promises an answer by e-mail when an address was left', async () => {
    const desk = start();
    const response = await call(desk, 'POST', 'conversations', {
      name: 'Ada',
      email: ' ada@example.com ',
      message: 'Hello',
      language: 'en',
    });
    const body = (await response.json()) as Conversation;
    expect(body.messages[1]!.text).toMatch(/by e-mail to ada@example\.com/);
    expect(desk.conversation(body.id)).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  });

  it('adds messages, 201, and reads the conversation back, also after a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paperwise-chat-'));
    const first = start(dir);
    const { id } = (await (
      await call(first, 'POST', 'conversations/', { message: 'Hallo', language: 'de' })
    ).json()) as Conversation;
    const added = await call(first, 'POST', `conversations/${id}/messages/`, {
      message: 'Noch eine Frage\nzweite Zeile',
    });
    expect(added.status).toBe(201);
    first.close();
    const read = await call(start(dir), 'GET', `conversations/${id}/`);
    expect(read.status).toBe(200);
    const body = (await read.json()) as Conversation;
    expect(body.messages.map((m) => m.text)).toEqual([
      'Hallo',
      expect.stringMatching(/Ein Mitarbeiter antwortet/),
      'Noch eine Frage\nzweite Zeile',
    ]);
  });

  it.each([
    [{ language: 'en' }, 'message: is required'],
    [{ message: '   ', language: 'en' }, 'message: is required'],
    [{ message: 'x'.repeat(2001), language: 'en' }, 'message: must be at most 2000 characters'],
    [{ message: 'Hi', language: 'nl' }, /^language: must be one of/],
    [{ message: 'Hi', language: 'en', email: 'nope' }, 'email: must be a valid e-mail address'],
  ])('answers 400 naming the field for %j', async (body, error) => {
    const desk = start();
    const response = await call(desk, 'POST', 'conversations/', body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(error);
  });

  it('answers 404 for an unknown conversation, 405 for a wrong method and 413 for a large body', async () => {
    const desk = start();
    expect((await call(desk, 'GET', 'conversations/unknown/')).status).toBe(404);
    expect((await call(desk, 'POST', 'conversations/unknown/messages/', { message: 'Hi' })).status).toBe(404);
    expect((await call(desk, 'DELETE', 'conversations/')).status).toBe(405);
    expect((await call(desk, 'PUT', 'conversations/some-id/')).status).toBe(405);
    const big = await call(desk, 'POST', 'conversations/', { message: 'x'.repeat(20_000), language: 'en' });
    expect(big.status).toBe(413);
  });
});
