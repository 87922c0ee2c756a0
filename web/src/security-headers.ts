/**
 * Headers sent with every response. Framing is limited to our own origin (the legal "-frame" pages
 * are embedded by the web app, which is served from the same site or listed in FRAME_ANCESTORS).
 *
 * Scripts of pages: Next.js writes each page's data into the HTML as inline scripts
 * (`self.__next_f.push(...)`), different on every page and after every regeneration. A policy
 * without 'unsafe-inline' would have to name them by a nonce, new on every response, and a page
 * with a nonce can no longer come from the page cache or a shared cache: it is rendered for each
 * request. Measured on the same server (`npm run bench -- csp`): a landing page rendered per request
 * serves about 4 % of the requests per second of the cached page, with a 16 times longer time to
 * the first byte. Hashes would keep the pages static, but this Next.js version offers no way to send
 * a page's own hashes with it. So the pages keep 'unsafe-inline' for scripts (and nothing else may
 * be added to their script-src: a hash or nonce would switch 'unsafe-inline' off in browsers and
 * block the data scripts). Every other response (API, embedded services, Next's files, images) has
 * no inline script and gets the same policy without 'unsafe-inline'.
 */
// One source expression of CSP: a keyword, a scheme, or a host (with optional scheme, wildcard
// subdomain and port). Anything else (a ';' that would add directives, quotes, spaces in a token)
// is refused when the site is built.
const SOURCE = /^(?:'self'|'none'|https?:|(?:https?:\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?)$/i;

export function frameAncestorsValue(raw: string | undefined): string {
  const value = raw?.trim() || "'self'";
  const sources = value.split(/\s+/);
  const bad = sources.find((source) => !SOURCE.test(source));
  if (bad !== undefined) {
    throw new Error(
      `FRAME_ANCESTORS: "${bad}" is not a CSP source (use 'self', 'none', or hosts like https://app.example.com).`,
    );
  }
  return sources.join(' ');
}

/**
 * A service's configured address when it is an absolute http(s) one, whose origin the policy must
 * allow; null for none, for a path of the site itself (the embedded stand-in, same-origin) and for
 * anything else (a javascript: address adds nothing).
 */
function configuredServiceUrl(raw: string | undefined): URL | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The origins a configured bot check needs: its script's own origin (a real reCAPTCHA also loads
 * from www.gstatic.com and runs in a www.google.com frame). The embedded one is same-origin: none.
 */
export function botCheckSources(raw: string | undefined): string[] {
  const url = configuredServiceUrl(raw);
  if (!url) return [];
  const google = /(^|\.)(google\.com|recaptcha\.net)$/.test(url.hostname);
  return google ? [url.origin, 'https://www.gstatic.com'] : [url.origin];
}

/**
 * The origin a configured affiliate network's click SDK (sdk.js) loads from. The embedded one is
 * same-origin: none. Its click is a fetch to the same origin, which connect-src allows over https.
 */
export function affiliateSources(raw: string | undefined): string[] {
  const url = configuredServiceUrl(raw);
  return url ? [url.origin] : [];
}

/** Read when the site is built (next.config.ts): a change needs a rebuild, which npm start does. */
export function securityHeaders(
  frameAncestors = frameAncestorsValue(process.env.FRAME_ANCESTORS),
  botCheck = botCheckSources(process.env.BOTCHECK_URL),
  affiliate = affiliateSources(process.env.AFFILIATE_URL),
  kind: 'page' | 'other' = 'page',
) {
  const extra = botCheck.map((source) => ` ${source}`).join('');
  const scripts = [...botCheck, ...affiliate.filter((source) => !botCheck.includes(source))]
    .map((source) => ` ${source}`)
    .join('');
  const scriptSrc = kind === 'page' ? `'self' 'unsafe-inline' https://www.googletagmanager.com${scripts}` : "'self'";
  const csp = [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    ...(extra ? [`frame-src 'self'${extra}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
  ].join('; ');
  return [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), interest-cohort=()' },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * The first path segments of responses that are not pages: the API, the embedded services, Next's
 * own files, the share images and the studio. Their policy has no 'unsafe-inline' for scripts (the
 * studio has its own, below), and the rewrite of unprefixed English pages (next.config.ts) leaves
 * them alone.
 */
export const NOT_PAGE_PREFIXES = ['api', 'embedded', '_next', 'og', 'studio'] as const;

/**
 * The other answers that are not pages and get the strict policy too: the public files
 * (web/public/assets/) and the files the app answers at its root (web/src/app: robots.ts,
 * sitemap.ts, icon.svg, apple-icon.png). An SVG opened on its own is a document that may run
 * scripts: it gets no 'unsafe-inline' either.
 */
export const NOT_PAGE_FOLDERS = ['assets'] as const;
export const NOT_PAGE_FILES = ['robots.txt', 'sitemap.xml', 'icon.svg', 'apple-icon.png'] as const;

/**
 * The policy of the Sanity Studio served at /studio/ (web/src/studio-host). Its page starts with
 * one inline script of Sanity's (the error overlay) and its components write inline styles. It
 * talks to the local Content Lake on this origin (its listeners on host names of their own,
 * `listener-<n>.localhost` on the same port: studio/local/workspace.ts), or to a Sanity project
 * over https and wss; it shows the site (this origin) in the Presentation tool's frame and the
 * project's images.
 */
export function studioSecurityPolicy(frameAncestors = frameAncestorsValue(process.env.FRAME_ANCESTORS)): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline' https://core.sanity-cdn.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' http://*.localhost:* https: wss:",
    "frame-src 'self' https:",
    "worker-src 'self' blob:",
    `frame-ancestors ${frameAncestors}`,
    "base-uri 'self'",
    "form-action 'self' https:",
    "object-src 'none'",
  ].join('; ');
}

/**
 * next.config.ts `headers()`: the page policy for every path, then the strict one for the paths
 * that are not pages, then the studio's (of two rules that set the same header, the later one wins).
 */
export function securityHeaderRules() {
  const frameAncestors = frameAncestorsValue(process.env.FRAME_ANCESTORS);
  const botCheck = botCheckSources(process.env.BOTCHECK_URL);
  const affiliate = affiliateSources(process.env.AFFILIATE_URL);
  const strict = securityHeaders(frameAncestors, botCheck, affiliate, 'other').filter(
    (header) => header.key === 'Content-Security-Policy',
  );
  const files = NOT_PAGE_FILES.map((file) => file.replaceAll('.', '\\.')).join('|');
  return [
    { source: '/:path*', headers: securityHeaders(frameAncestors, botCheck, affiliate, 'page') },
    { source: `/:prefix(${[...NOT_PAGE_PREFIXES, ...NOT_PAGE_FOLDERS].join('|')})/:path*`, headers: strict },
    { source: `/:file(${files})`, headers: strict },
    {
      source: '/studio/:path*',
      headers: [{ key: 'Content-Security-Policy', value: studioSecurityPolicy(frameAncestors) }],
    },
  ];
}
