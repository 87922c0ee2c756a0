/**
 * HTML built with a tagged template that escapes every interpolated value, unless it is
 * markup made by this same tag: no string reaches the page unescaped by accident.
 */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

type Part = SafeHtml | string | number | null | undefined | false | Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (Array.isArray(part)) return part.map(render).join('');
  if (part instanceof SafeHtml) return part.value;
  return escapeHtml(String(part));
}

export function html(strings: TemplateStringsArray, ...values: Part[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return new SafeHtml(out);
}

/** A stand-in's own page: who it stands in for, its width, and the style rules of its own. */
export interface StandInPage {
  lang: string;
  title: string;
  /** Shown after the title in the browser tab: "Paperwise web app", "payment provider". */
  product: string;
  header: SafeHtml;
  body: SafeHtml;
  maxWidth: string;
  style: string;
  status?: number;
  headers?: Record<string, string>;
}

/**
 * The plain, accessible document every embedded stand-in shows (the web app's sign-in, the payment
 * provider's approval): never indexed, never cached, in one look with a page's own rules added.
 */
export function standInPage(page: StandInPage): Response {
  const style = `
    body { font-family: system-ui, sans-serif; max-width: ${page.maxWidth}; margin: 2rem auto; padding: 0 1rem; color: #0f172a; line-height: 1.5; }
    header { border-bottom: 1px solid #cbd5e1; margin-bottom: 1.5rem; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
    dt { font-weight: 600; }
    .error { color: #b91c1c; font-weight: 600; }
    ${page.style}`;
  const document = html`<!doctype html>
    <html lang="${page.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>${page.title} · ${page.product} (embedded)</title>
        <style>
          ${new SafeHtml(style)}
        </style>
      </head>
      <body>
        <header>${page.header}</header>
        <main id="main">${page.body}</main>
      </body>
    </html>`;
  return new Response(document.toString(), {
    status: page.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers },
  });
}
