import { describe, expect, it, vi } from 'vitest';
import { confirmAccount } from './account-confirmation';
import type { serviceFetch } from './service-fetch';

const TOKENS = { jwt: 'h.jwt.s', ssojwt: 'h.sso.s' };

function answering(response: Response | Error) {
  return vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  }) as unknown as typeof serviceFetch & ReturnType<typeof vi.fn>;
}

describe('confirmAccount', () => {
  it('asks auth/ssoValidate/ with the jwt as bearer and the ssojwt in the body, and reads the subject', async () => {
    const fetchService = answering(Response.json({ u: { sub: 'user-7' } }));
    expect(await confirmAccount(TOKENS, fetchService)).toEqual({ status: 'confirmed', subject: 'user-7' });
    const [name, path, init] = fetchService.mock.calls[0] as [string, string, RequestInit];
    expect([name, path, init.method]).toEqual(['userbase', 'auth/ssoValidate/', 'POST']);
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer h.jwt.s');
    expect(JSON.parse(String(init.body))).toEqual({ ssojwt: 'h.sso.s' });
    expect(await confirmAccount(TOKENS, answering(Response.json({ u: { sub: 42 } })))).toEqual({
      status: 'confirmed',
      subject: '42',
    });
  });

  it('reads a 4xx as a refusal', async () => {
    for (const status of [400, 401, 403]) {
      expect(await confirmAccount(TOKENS, answering(new Response('no', { status })))).toEqual({ status: 'refused' });
    }
  });

  it('reads no answer, a server error or an answer without the id as unreachable', async () => {
    for (const response of [
      new Error('ECONNREFUSED'),
      new Response('down', { status: 503 }),
      Response.json({ u: {} }),
      new Response('<html>', { status: 200 }),
    ]) {
      expect(await confirmAccount(TOKENS, answering(response))).toEqual({ status: 'unreachable' });
    }
  });
});
