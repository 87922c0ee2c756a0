// The invisible bot check (a score-based, version 3 check) some pricing pages run before each
// payment. Its script is added to the page once, on the first payment, in English, with its badge
// hidden: the form shows the check's required notice in its place.

export interface BotCheckOptions {
  siteKey: string;
  scriptUrl: string;
  enterprise: boolean;
  /** The check's version: only 3 (the invisible, score-based one) is supported. */
  version?: number;
}

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

export type CheckWindow = { grecaptcha?: Partial<Grecaptcha> & { enterprise?: Partial<Grecaptcha> } };

export const BOT_CHECK_ERRORS = {
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
} as const;

const SCRIPT_MARK = 'data-bot-check';
const HIDE_BADGE = '.grecaptcha-badge{visibility:hidden}';

// One script per document, whatever the number of payments; a failed load is tried again next time.
const loading = new WeakMap<Document, Promise<void>>();

function api(win: CheckWindow, enterprise: boolean): Grecaptcha | undefined {
  const check = enterprise ? win.grecaptcha?.enterprise : win.grecaptcha;
  return typeof check?.ready === 'function' && typeof check.execute === 'function' ? (check as Grecaptcha) : undefined;
}

function loadScript(doc: Document, win: CheckWindow, options: BotCheckOptions): Promise<void> {
  const existing = loading.get(doc);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const url = new URL(options.scriptUrl, doc.baseURI);
    url.searchParams.set('render', options.siteKey);
    url.searchParams.set('hl', 'en');
    const style = doc.createElement('style');
    style.setAttribute(SCRIPT_MARK, '');
    style.textContent = HIDE_BADGE;
    doc.head.append(style);
    const script = doc.createElement('script');
    script.setAttribute(SCRIPT_MARK, '');
    script.async = true;
    script.src = url.toString();
    const fail = () => {
      loading.delete(doc);
      script.remove();
      style.remove();
      reject(new Error(BOT_CHECK_ERRORS.loadFailed));
    };
    script.onerror = fail;
    script.onload = () => {
      const check = api(win, options.enterprise);
      if (!check) fail();
      else check.ready(() => resolve());
    };
    doc.head.append(script);
  });
  loading.set(doc, promise);
  return promise;
}

/**
 * A token for `action` from the bot check: loads the check's script on first use, waits until it
 * is ready and runs it. Fails with one of BOT_CHECK_ERRORS.
 */
export async function botCheckToken(
  options: BotCheckOptions,
  action: string,
  doc: Document = document,
  win: CheckWindow = window as unknown as CheckWindow,
): Promise<string> {
  if (!options.siteKey) throw new Error(BOT_CHECK_ERRORS.noKey);
  if (options.version !== 3) throw new Error(BOT_CHECK_ERRORS.noVersion);
  await loadScript(doc, win, options);
  try {
    const token = await api(win, options.enterprise)!.execute(options.siteKey, { action });
    if (typeof token !== 'string' || !token) throw new Error('empty token');
    return token;
  } catch {
    throw new Error(BOT_CHECK_ERRORS.executeFailed);
  }
}
