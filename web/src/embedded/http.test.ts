import { describe, expect, it } from 'vitest';
import { HttpError, bearerToken, callerIp, createRouter, json, readJson, readText } from './http';

const request = (path: string, init?: RequestInit) => new Request(`http://svc.test/${path}`, init);

describe('createRouter', () => {
  const calls: string[] = [];
  const route = createRouter(
    [
      ['GET', 'account/get/:userId', (_r, { userId }) => json({ userId })],
      ['POST', 'user', () => json({ ok: true })],
      [
        'GET',
        'boom',
        () => {
          throw new Error('secret-token-in-message? no: only the kind and message are logged');
        },
      ],
      [
        'GET',
        'teapot',
        () => {
          throw new HttpError(418, 'short and stout');
        },
      ],
    ],
    (error) => calls.push((error as Error).message),
  );

  it('matches with and without the trailing slash and decodes parameters', async () => {
    for (const path of ['account/get/a%20b', 'account/get/a%20b/']) {
      expect(await (await route(request(path), path)).json()).toEqual({ userId: 'a b' });
    }
  });

  it('answers 405 with Allow for a known path and another method, 404 for an unknown path', async () => {
    const wrong = await route(request('user/'), 'user/');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect((await route(request('nope/'), 'nope/')).status).toBe(404);
  });

  it('answers HEAD like GET without a body', async () => {
    const head = await route(request('account/get/x', { method: 'HEAD' }), 'account/get/x');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });

  it('turns HttpError into its status and anything else into a bare 500', async () => {
    const teapot = await route(request('teapot'), 'teapot');
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toEqual({ error: 'short and stout' });
    const boom = await route(request('boom'), 'boom');
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ error: 'internal error' });
    expect(calls).toHaveLength(1);
  });

  it('answers 400 for a path that is not validly encoded', async () => {
    expect((await route(request('account/get/%E0%A4%A'), 'account/get/%E0%A4%A')).status).toBe(400);
  });
});

describe('readText and readJson', () => {
  const post = (body: BodyInit, headers: Record<string, string> = { 'content-type': 'text/plain' }) =>
    new Request('http://svc.test/', { method: 'POST', body, headers });

  it('reads text/plain and JSON bodies and refuses other media types', async () => {
    expect(await readJson(post('{"a":1}'))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":1}', { 'content-type': 'application/json; charset=utf-8' }))).toEqual({ a: 1 });
    expect(await readJson(post('{"a":1}', { 'content-type': 'application/x-www-form-urlencoded' }))).toEqual({ a: 1 });
    await expect(readText(post('a=1', { 'content-type': 'multipart/form-data; boundary=x' }))).rejects.toMatchObject({
      status: 415,
    });
    await expect(
      readText(post('a=1', { 'content-type': 'text/plain' }), 100, ['application/x-www-form-urlencoded']),
    ).rejects.toMatchObject({
      status: 415,
      message: 'the body must be sent as application/x-www-form-urlencoded',
    });
  });

  it('refuses bodies over the limit, empty bodies, malformed JSON and invalid UTF-8', async () => {
    await expect(readText(post('x'.repeat(101)), 100)).rejects.toMatchObject({ status: 413 });
    await expect(readJson(post('  '))).rejects.toMatchObject({ status: 400 });
    await expect(readJson(post('{"a":'))).rejects.toMatchObject({ status: 400, message: 'the body is not valid JSON' });
    await expect(readText(post(new Uint8Array([0xc3, 0x28])))).rejects.toMatchObject({ status: 400 });
  });
});

describe('headers', () => {
  it('reads the bearer token', () => {
    expect(bearerToken(request('', { headers: { authorization: 'Bearer abc.def.ghi' } }))).toBe('abc.def.ghi');
    expect(bearerToken(request('', { headers: { authorization: 'Basic abc' } }))).toBeUndefined();
    expect(bearerToken(request(''))).toBeUndefined();
  });

  it('takes the first entry of X-Forwarded-For, else X-Real-IP', () => {
    expect(callerIp(request('', { headers: { 'x-forwarded-for': ' 1.2.3.4 , 10.0.0.1' } }))).toBe('1.2.3.4');
    expect(callerIp(request('', { headers: { 'x-real-ip': '5.6.7.8' } }))).toBe('5.6.7.8');
    expect(callerIp(request(''))).toBeUndefined();
  });
});
