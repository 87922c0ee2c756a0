import { describe, expect, it } from 'vitest';
import { frameAncestorsValue, securityHeaders } from './security-headers';

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
