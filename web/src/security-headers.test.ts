import { describe, expect, it } from 'vitest';
import { affiliateSources, botCheckSources, frameAncestorsValue, securityHeaders } from './security-headers';

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

describe('botCheckSources', () => {
  it('adds nothing for the embedded bot check, the origin of a configured one, and gstatic for Google', () => {
    expect(botCheckSources(undefined)).toEqual([]);
    expect(botCheckSources('/embedded/botcheck/')).toEqual([]);
    expect(botCheckSources('javascript:alert(1)')).toEqual([]);
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
  it('allows the scripts of a configured affiliate network, nothing for the embedded one', () => {
    expect(affiliateSources(undefined)).toEqual([]);
    expect(affiliateSources('/embedded/affiliate/')).toEqual([]);
    expect(affiliateSources('javascript:alert(1)')).toEqual([]);
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
