import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { servicePerTest, textRequest } from '../test-support';
import { CONTACT_BODY_LIMIT, createSupport, FEEDBACK_BODY_LIMIT, type Support } from './service';

const start = servicePerTest('paperwise-support-', (dataDir) => createSupport({ dataDir }));

const postTo =
  (path: string) =>
  (desk: Support, body: unknown, headers: Record<string, string> = {}) =>
    desk.handler(textRequest(`http://support.test/${path}`, 'POST', body, headers), path);
const post = postTo('contact/');
const postFeedback = postTo('feedback/');

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

const uninstall = {
  kind: 'uninstall',
  reason: 'web-app-instead',
  comment: 'The web app does all I need.\nThanks!',
  email: 'ada@example.com',
  language: 'fr',
  page: '/fr/uninstall/',
};
const general = {
  kind: 'general',
  rating: 4,
  comment: 'Great templates, the search could be faster.',
  language: 'en',
  page: '/share/feedback/',
};

describe('POST feedback/', () => {
  it('files the reason for uninstalling, answering 201 with its id', async () => {
    const desk = start();
    const response = await postFeedback(desk, uninstall);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(desk.feedback(id)).toMatchObject({ ...uninstall, id, rating: null });
    expect(desk.feedbackCount()).toBe(1);
    expect(desk.count()).toBe(0);
  });

  it('files general feedback, answering 201 with its id', async () => {
    const desk = start();
    const response = await postFeedback(desk, general);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(desk.feedback(id)).toMatchObject({ ...general, id, reason: null, email: null });
  });

  it('takes a reason alone: no comment and no address (absent, null or blank) are none', async () => {
    const desk = start();
    for (const extra of [{}, { comment: null, email: null }, { comment: '  ', email: '' }]) {
      const { comment, email, ...bare } = uninstall;
      void comment;
      void email;
      const response = await postFeedback(desk, { ...bare, ...extra });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };
      expect(desk.feedback(id)).toMatchObject({ reason: 'web-app-instead', comment: null, email: null });
    }
  });

  it('accepts comments of exactly the longest length, in a four-byte script', async () => {
    const desk = start();
    expect((await postFeedback(desk, { ...uninstall, comment: '😀'.repeat(500) })).status).toBe(201);
    expect((await postFeedback(desk, { ...general, comment: '😀'.repeat(1000) })).status).toBe(201);
    expect((await postFeedback(desk, { ...general, comment: 'x'.repeat(2000) })).status).toBe(201);
  });

  it.each([
    [
      uninstall,
      { reason: 'too-expensive' },
      'reason: must be one of no-longer-needed, web-app-instead, hard-to-use, missing-templates, technical-problems, other',
    ],
    [uninstall, { reason: undefined }, 'reason: is required'],
    [uninstall, { comment: 'c'.repeat(1001) }, 'comment: must be at most 1000 characters'],
    [uninstall, { comment: 'bell\u0007' }, 'comment: must not contain control characters other than newlines'],
    [uninstall, { email: 'not-an-address' }, 'email: must be a valid e-mail address'],
    [uninstall, { language: 'nl' }, 'language: must be one of en, de, es, fr, it, pt'],
    [uninstall, { page: 'https://evil.example/' }, 'page: must be a path starting with /'],
    [uninstall, { kind: 'complaint' }, 'kind: must be uninstall or general'],
    [general, { rating: undefined }, 'rating: is required'],
    [general, { rating: 0 }, 'rating: must be a whole number from 1 to 5'],
    [general, { rating: 6 }, 'rating: must be a whole number from 1 to 5'],
    [general, { rating: 3.5 }, 'rating: must be a whole number from 1 to 5'],
    [general, { rating: '4' }, 'rating: must be a whole number from 1 to 5'],
    [general, { comment: '   ' }, 'comment: is required'],
    [general, { comment: undefined }, 'comment: is required'],
    [general, { comment: 'c'.repeat(2001) }, 'comment: must be at most 2000 characters'],
    [general, { email: 'ada@' }, 'email: must be a valid e-mail address'],
  ])('answers 400 naming the field (%#)', async (base, change, error) => {
    const desk = start();
    const response = await postFeedback(desk, { ...base, ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(desk.feedbackCount()).toBe(0);
  });

  it('answers 400 for malformed JSON and an empty body, 413 for a body over the limit', async () => {
    const desk = start();
    for (const body of ['{"kind": ', '', '[]', 'null']) {
      const response = await postFeedback(desk, body);
      expect(response.status).toBe(400);
      expect(JSON.parse(await response.text())).toHaveProperty('error');
    }
    const big = await postFeedback(desk, { ...general, comment: 'x'.repeat(FEEDBACK_BODY_LIMIT + 1) });
    expect(big.status).toBe(413);
    expect(desk.feedbackCount()).toBe(0);
  });

  it('answers 405 for GET and PUT', async () => {
    const desk = start();
    for (const method of ['GET', 'PUT']) {
      const response = await desk.handler(new Request('http://support.test/feedback/', { method }), 'feedback/');
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    }
  });
});
