import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_BODY_LIMIT, createSupport, type Support } from './service';

const open: Support[] = [];
afterEach(() => open.splice(0).forEach((desk) => desk.close()));

function start(dataDir = mkdtempSync(join(tmpdir(), 'paperwise-support-'))) {
  const desk = createSupport({ dataDir });
  open.push(desk);
  return desk;
}

const post = (desk: Support, body: unknown, headers: Record<string, string> = {}) =>
  desk.handler(
    new Request('http://support.test/contact/', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    'contact/',
  );

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Invoice question',
  message: 'Hello,\nmy last invoice shows the wrong company name.\r\nThanks!',
  language: 'en',
  page: '/company/contact/',
};

describe('POST contact/', () => {
  it('stores a valid message and answers 201 with its id', async () => {
    const desk = start();
    const response = await post(desk, valid);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(desk.message(id)).toMatchObject({ ...valid, id });
    expect(desk.count()).toBe(1);
  });

  it('keeps the messages across a restart (SQLite in the data folder)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paperwise-support-'));
    const first = start(dir);
    const { id } = (await (await post(first, valid)).json()) as { id: string };
    first.close();
    open.splice(open.indexOf(first), 1);
    expect(start(dir).message(id)?.email).toBe('ada@example.com');
  });

  it('trims the fields and stores an absent or blank subject as none', async () => {
    const desk = start();
    const { id } = (await (
      await post(desk, { ...valid, name: '  Ada  ', subject: '   ', email: ' ada@example.com ' })
    ).json()) as { id: string };
    expect(desk.message(id)).toMatchObject({ name: 'Ada', email: 'ada@example.com', subject: null });
    const { subject, ...withoutSubject } = valid;
    void subject;
    expect((await post(desk, withoutSubject)).status).toBe(201);
  });

  it.each([
    [{ name: undefined }, 'name: is required'],
    [{ name: '   ' }, 'name: is required'],
    [{ name: 'x'.repeat(101) }, 'name: must be at most 100 characters'],
    [{ name: 'Ada\u0007' }, 'name: must not contain control characters'],
    [{ email: undefined }, 'email: is required'],
    [{ email: 'not-an-address' }, 'email: must be a valid e-mail address'],
    [{ subject: 's'.repeat(151) }, 'subject: must be at most 150 characters'],
    [{ subject: 'line\nbreak' }, 'subject: must not contain control characters'],
    [{ message: undefined }, 'message: is required'],
    [{ message: 'too short' }, 'message: must be at least 10 characters'],
    [{ message: 'm'.repeat(5001) }, 'message: must be at most 5000 characters'],
    [{ message: 'Hello there\u0000, friend' }, 'message: must not contain control characters other than newlines'],
    [{ message: 'Hello there\tfriend' }, 'message: must not contain control characters other than newlines'],
    [{ language: 'nl' }, 'language: must be one of en, de, es, fr, it, pt'],
    [{ page: 'https://evil.example/' }, 'page: must be a path starting with /'],
    [{ name: 42 }, 'name: must be a string'],
  ])('answers 400 naming the field for %j', async (change, error) => {
    const desk = start();
    const response = await post(desk, { ...valid, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(desk.count()).toBe(0);
  });

  it('accepts a message of exactly 5000 characters in a four-byte script', async () => {
    const desk = start();
    expect((await post(desk, { ...valid, message: '😀'.repeat(2500) })).status).toBe(201);
  });

  it('answers 400 for malformed JSON and an empty body, without a stack trace', async () => {
    const desk = start();
    for (const body of ['{"name": ', '', '[]', 'null']) {
      const response = await post(desk, body);
      expect(response.status).toBe(400);
      const text = await response.text();
      expect(JSON.parse(text)).toHaveProperty('error');
      expect(text).not.toMatch(/\bat \w|\.ts:\d/);
    }
    expect(desk.count()).toBe(0);
  });

  it('answers 413 for a body over the limit and stores nothing', async () => {
    const desk = start();
    const response = await post(desk, { ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: `the body is larger than ${CONTACT_BODY_LIMIT} bytes` });
    expect(desk.count()).toBe(0);
  });

  it('answers 405 for GET and 404 elsewhere', async () => {
    const desk = start();
    const get = await desk.handler(new Request('http://support.test/contact/'), 'contact/');
    expect(get.status).toBe(405);
    const other = await desk.handler(new Request('http://support.test/nope/', { method: 'POST', body: '{}' }), 'nope/');
    expect(other.status).toBe(404);
  });
});
