/**
 * POSTs `body` as JSON labelled text/plain, as the browser's forms and chat do with the support
 * desk: a text/plain request is a "simple" one, so a desk on another host gets no CORS preflight.
 * Network failures reject, as fetch does.
 */
export function postAsText(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', accept: 'application/json' },
    body: JSON.stringify(body),
  });
}
