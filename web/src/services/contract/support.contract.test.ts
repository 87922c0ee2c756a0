import { describe, expect, it } from 'vitest';
import { conforms } from './openapi';
import { postJson } from './harness';
import { harnessForFile } from './harness-for-file';

const harness = harnessForFile(process.env);
const base = () => harness.base('support');
const contact = (body: unknown) => postJson(`${base()}contact/`, body);

/** The id of what the desk filed: the answer is 201, its body as the contract writes it for `path`. */
async function filedId(path: string, response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await conforms(path, 'post', response)) as { id: string }).id;
}

const message = {
  name: 'Jeanne Tremblay',
  email: 'jeanne@example.com',
  subject: 'Facture',
  message: 'Bonjour,\nma dernière facture porte le mauvais nom.',
  language: 'fr',
  page: '/fr/company/contact/',
};

describe('POST support contact/', () => {
  it('files a message and answers 201 with its id', async () => {
    const id = await filedId('/support/contact/', await contact(message));
    if (harness.services) expect(harness.services.support().message(id)).toMatchObject(message);
  });

  it('answers 400 naming the field, and 413 for an oversized body', async () => {
    const bad = await contact({ ...message, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await conforms('/support/contact/', 'post', bad)).toEqual({
      error: 'email: must be a valid e-mail address',
    });
    const big = await contact({ ...message, message: 'x'.repeat(40_000) });
    expect(big.status).toBe(413);
    await conforms('/support/contact/', 'post', big);
  });
});

const feedback = (body: unknown) => postJson(`${base()}feedback/`, body);

describe('POST support feedback/', () => {
  const uninstall = { kind: 'uninstall', reason: 'technical-problems', language: 'de', page: '/de/uninstall/' };
  it('files the reason for uninstalling and general feedback, answering 201 with an id', async () => {
    for (const body of [
      uninstall,
      {
        kind: 'general',
        rating: 5,
        comment: 'Très utile.',
        email: 'jeanne@example.com',
        language: 'fr',
        page: '/fr/share/feedback/',
      },
    ]) {
      const id = await filedId('/support/feedback/', await feedback(body));
      if (harness.services) expect(harness.services.support().feedback(id)).toMatchObject(body);
    }
  });

  it('answers 400 naming the field, and 413 for an oversized body', async () => {
    const bad = await feedback({ ...uninstall, reason: 'price' });
    expect(bad.status).toBe(400);
    expect(((await conforms('/support/feedback/', 'post', bad)) as { error: string }).error).toMatch(/^reason: /);
    const big = await feedback({ ...uninstall, comment: 'x'.repeat(20_000) });
    expect(big.status).toBe(413);
    await conforms('/support/feedback/', 'post', big);
  });
});

describe('support conversations/ (the live chat)', () => {
  it('opens a conversation with the automatic answer, adds a message and reads it back', async () => {
    const opened = await postJson(`${base()}conversations/`, { message: 'Hola, ¿una pregunta?', language: 'es' });
    expect(opened.status).toBe(201);
    const { id, messages } = (await conforms('/support/conversations/', 'post', opened)) as {
      id: string;
      messages: Array<{ author: string }>;
    };
    expect(messages.map((m) => m.author)).toEqual(['visitor', 'desk']);
    const added = await postJson(`${base()}conversations/${id}/messages/`, { message: 'Otra pregunta' });
    expect(added.status).toBe(201);
    await conforms('/support/conversations/{id}/messages/', 'post', added);
    const read = await fetch(`${base()}conversations/${id}/`);
    const body = (await conforms('/support/conversations/{id}/', 'get', read)) as { messages: unknown[] };
    expect(body.messages).toHaveLength(3);
  });

  it('answers 400 naming the field and 404 for an unknown conversation', async () => {
    const bad = await postJson(`${base()}conversations/`, { message: '', language: 'es' });
    expect(bad.status).toBe(400);
    expect(await conforms('/support/conversations/', 'post', bad)).toEqual({ error: 'message: is required' });
    await conforms('/support/conversations/{id}/', 'get', await fetch(`${base()}conversations/nope/`));
    const missing = await postJson(`${base()}conversations/nope/messages/`, { message: 'Hola' });
    expect(missing.status).toBe(404);
    await conforms('/support/conversations/{id}/messages/', 'post', missing);
  });
});
