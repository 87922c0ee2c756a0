/** The longest message a logged error keeps. */
const MESSAGE_MAX = 160;

interface HttpErrorLike {
  isAxiosError: true;
  message?: unknown;
  response?: { status?: unknown };
}

// Recognised by shape, not with the HTTP library's own check: components that log errors must not
// pull that library into the landing page's first load.
function isHttpError(error: unknown): error is HttpErrorLike {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

function shortMessage(value: unknown): string {
  const text = typeof value === 'string' ? value : '';
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').slice(0, MESSAGE_MAX);
}

/**
 * One line about a failure that is safe to print: the HTTP status (or 'no answer') and a short
 * message. Never the error object itself: a request error carries its request (config.data holds
 * the chosen password, config.headers the bearer token) and the answer's body.
 */
export function errorSummary(error: unknown): string {
  if (isHttpError(error)) {
    const status = typeof error.response?.status === 'number' ? `HTTP ${error.response.status}` : 'no answer';
    return `${status}: ${shortMessage(error.message)}`;
  }
  if (error instanceof Error) return `${error.name}: ${shortMessage(error.message)}`;
  return typeof error === 'string' ? shortMessage(error) : 'unknown error';
}

/** Logs a failure the site only reports to the console, without its secrets. */
export function logError(what: string, error: unknown): void {
  console.error(what, errorSummary(error));
}
