/**
 * The request a browser sends from `origin` before a cross-origin `method` carrying `headers`
 * (a CORS preflight), for the tests of the routes that answer one.
 */
export function preflightRequest(url: string, origin: string, method: string, headers: string): Request {
  return new Request(url, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': method, 'access-control-request-headers': headers },
  });
}
