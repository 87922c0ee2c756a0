import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { errorSummary, logError } from './log';

function requestError(status: number | null) {
  const config = {
    headers: new AxiosHeaders({ Authorization: 'Bearer top.secret.token' }),
    data: '{"Password":"hunter2-secret"}',
  };
  const response =
    status === null
      ? undefined
      : { status, statusText: '', headers: {}, config, data: { echo: '{"Password":"hunter2-secret"}' } };
  return new AxiosError(
    status === null ? 'Network Error' : `Request failed with status code ${status}`,
    'ERR',
    config,
    {},
    response,
  );
}

describe('errorSummary', () => {
  it('gives the status and message of a request error, nothing of its request or answer', () => {
    expect(errorSummary(requestError(400))).toBe('HTTP 400: Request failed with status code 400');
    expect(errorSummary(requestError(null))).toBe('no answer: Network Error');
  });

  it('gives the name and a short, single-line message of any other error', () => {
    expect(errorSummary(new TypeError('bad\nthing'))).toBe('TypeError: bad thing');
    expect(errorSummary(new Error('x'.repeat(1000)))).toHaveLength('Error: '.length + 160);
    expect(errorSummary({ password: 'p' })).toBe('unknown error');
  });
});

describe('logError', () => {
  it('prints the summary only', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    logError('Login error', requestError(401));
    expect(log).toHaveBeenCalledWith('Login error', 'HTTP 401: Request failed with status code 401');
  });
});
