import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  NOT_PAGE_FILES,
  NOT_PAGE_FOLDERS,
  affiliateSources,
  botCheckSources,
  frameAncestorsValue,
  securityHeaderRules,
  studioSecurityPolicy,
  securityHeaders,
} from './security-headers';

describe('frameAncestorsValue', () => {
  it("defaults to 'self' and accepts keywords and hosts", () => {
    expect(frameAncestorsValue(undefined)).toBe("'self'");
    expect(frameAncestorsValue('  ')).toBe("'self'");
    expect(frameAncestorsValue("'self'  https://app.example.com *.example.org:8443")).toBe(
      "'self' https://app.example.com *.example.org:8443",
    );
  });

  it('refuses a value that would add directives or is not a source', () => {
    expect(() => frameAncestorsValue("'self'; script-src *")).toThrow(/FRAME_ANCESTORS: "'self';" is not a CSP source/);
    expect(() => frameAncestorsValue('javascript:alert(1)')).toThrow(/not a CSP source/);
    expect(() => frameAncestorsValue("'unsafe-inline'")).toThrow(/not a CSP source/);
  });

  it('puts the value in the CSP', () => {
    const csp = securityHeaders("'none'").find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});

describe.each([
  ['botCheckSources', botCheckSources, '/embedded/botcheck/'],
  ['affiliateSources', affiliateSources, '/embedded/affiliate/'],
])('%s', (_name, sources, embedded) => {
  it('adds nothing when the service is not set, is the embedded one (same-origin) or is no http(s) address', () => {
    expect(sources(undefined)).toEqual([]);
    expect(sources('  ')).toEqual([]);
    expect(sources(embedded)).toEqual([]);
    expect(sources('javascript:alert(1)')).toEqual([]);
  });
});

describe('botCheckSources', () => {
  it('adds the origin of a configured bot check, and gstatic for Google', () => {
    expect(botCheckSources('https://bots.example.com/v3/')).toEqual(['https://bots.example.com']);
    expect(botCheckSources('https://www.google.com/recaptcha/')).toEqual([
      'https://www.google.com',
      'https://www.gstatic.com',
    ]);
    const csp = securityHeaders("'self'", ['https://www.google.com']).find(
      (h) => h.key === 'Content-Security-Policy',
    )!.value;
    expect(csp).toContain("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://www.google.com;");
    expect(csp).toContain("frame-src 'self' https://www.google.com");
    const plain = securityHeaders("'self'", []).find((h) => h.key === 'Content-Security-Policy')!.value;
    expect(plain).not.toContain('frame-src');
  });
});

describe('affiliateSources', () => {
  it('allows the scripts of a configured affiliate network', () => {
    expect(affiliateSources('https://clicks.example.net/sdk/')).toEqual(['https://clicks.example.net']);
    const csp = securityHeaders("'self'", [], ['https://clicks.example.net']).find(
      (h) => h.key === 'Content-Security-Policy',
    )!.value;
    expect(csp).toContain(
      "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://clicks.example.net;",
    );
    expect(csp).not.toContain('frame-src');
  });
});

describe('the script policy of pages and of everything else', () => {
  const cspOf = (headers: Array<{ key: string; value: string }>) =>
    headers.find((h) => h.key === 'Content-Security-Policy')!.value;
  const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src '))!;

  it("pages allow inline scripts (Next's data scripts of static pages) and no hash or nonce beside them", () => {
    const page = scriptSrc(cspOf(securityHeaders("'self'", [], [], 'page')));
    expect(page).toBe("script-src 'self' 'unsafe-inline' https://www.googletagmanager.com");
    // A hash, a nonce or 'strict-dynamic' would make browsers ignore 'unsafe-inline'.
    expect(page).not.toMatch(/'(?:sha256-|nonce-|strict-dynamic)/);
  });

  it("responses that are not pages get no 'unsafe-inline' and no tag manager for scripts", () => {
    const other = cspOf(securityHeaders("'self'", ['https://www.google.com'], [], 'other'));
    expect(scriptSrc(other)).toBe("script-src 'self'");
    expect(other).toContain("frame-ancestors 'self'");
    expect(other).toContain("object-src 'none'");
  });

  it('next.config rules: the page policy everywhere, the strict one after it for API, services, files and images', () => {
    const rules = securityHeaderRules();
    expect(rules).toHaveLength(4);
    expect(rules[0]!.source).toBe('/:path*');
    expect(scriptSrc(cspOf(rules[0]!.headers))).toContain("'unsafe-inline'");
    expect(rules[0]!.headers.map((h) => h.key)).toEqual(
      expect.arrayContaining(['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy']),
    );
    expect(rules[1]!.source).toBe('/:prefix(api|embedded|_next|og|studio|assets)/:path*');
    expect(rules[2]!.source).toBe('/:file(robots\\.txt|sitemap\\.xml|icon\\.svg|apple-icon\\.png)');
    for (const rule of [rules[1]!, rules[2]!]) {
      expect(rule.headers).toHaveLength(1);
      expect(scriptSrc(cspOf(rule.headers))).toBe("script-src 'self'");
    }
    expect(rules[3]!.source).toBe('/studio/:path*');
    expect(rules[3]!.headers).toEqual([{ key: 'Content-Security-Policy', value: studioSecurityPolicy("'self'") }]);
  });

  it('the strict policy covers every file the app answers at its root and every folder of public/', () => {
    const web = fileURLToPath(new URL('..', import.meta.url));
    // Next's metadata files (https://nextjs.org/docs/app/api-reference/file-conventions/metadata):
    // robots.ts answers /robots.txt, sitemap.ts /sitemap.xml, manifest.ts /manifest.webmanifest, an
    // icon (file or route folder) its own name.
    const answered = readdirSync(join(web, 'src/app')).flatMap((name) => {
      const generated = {
        'robots.ts': 'robots.txt',
        'sitemap.ts': 'sitemap.xml',
        'manifest.ts': 'manifest.webmanifest',
      };
      if (name in generated) return [generated[name as keyof typeof generated]];
      return /^(?:icon|apple-icon|favicon|opengraph-image|twitter-image)[\w-]*\.\w+$/.test(name) ? [name] : [];
    });
    expect(answered).toEqual(expect.arrayContaining(['robots.txt', 'sitemap.xml', 'icon.svg', 'apple-icon.png']));
    expect([...NOT_PAGE_FILES].sort()).toEqual(answered.sort());
    expect([...NOT_PAGE_FOLDERS].sort()).toEqual(readdirSync(join(web, 'public')).sort());
  });

  it("the studio's policy: Sanity's inline start script, this machine's lake or a project over https and wss", () => {
    const policy = studioSecurityPolicy("'self' https://app.example.com");
    expect(scriptSrc(policy)).toBe("script-src 'self' 'unsafe-inline' https://core.sanity-cdn.com");
    expect(policy).toContain("connect-src 'self' http://*.localhost:* https: wss:");
    expect(policy).toContain("frame-ancestors 'self' https://app.example.com");
    expect(policy).toContain("object-src 'none'");
  });
});
