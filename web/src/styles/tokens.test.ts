import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from './breakpoints';

const css = readFileSync(fileURLToPath(new URL('./tokens.css', import.meta.url)), 'utf8');

/** The declarations of the first rule whose selector list starts with `selector`. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector}`, css.indexOf('*/'));
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('\n}', start));
  const tokens = new Map<string, string>();
  for (const match of body.matchAll(/(--[\w-]+):\s*([^;]+);/g)) tokens.set(match[1]!, match[2]!.trim());
  return tokens;
}

const root = block(':root {');
const themes = { light: root, green: block("[data-theme='green']"), dark: block("[data-theme='dark']") };

/** A token's colour as #rrggbb, following var() references, in a theme that overrides some tokens. */
function colour(value: string, theme: Map<string, string>): string {
  const reference = /^var\((--[\w-]+)\)$/.exec(value);
  if (reference) {
    const next = theme.get(reference[1]!) ?? root.get(reference[1]!);
    if (!next) throw new Error(`unknown token ${reference[1]}`);
    return colour(next, theme);
  }
  if (!/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`not a #rrggbb colour: ${value}`);
  return value.toLowerCase();
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const FROM_ELSEWHERE = new Set(['--font-inter', '--fade-in']);
const TEXT = 4.5;
const NON_TEXT = 3;

/** Foreground token, background token, the WCAG AA minimum for that use. */
const PAIRS: Array<[string, string, number]> = [
  ['--color-ink', '--color-surface', TEXT],
  ['--color-ink-soft', '--color-surface', TEXT],
  ['--color-muted', '--color-surface', TEXT],
  ['--color-muted', '--color-surface-subtle', TEXT],
  ['--color-muted', '--color-surface-muted', TEXT],
  ['--color-ink', '--color-surface-muted', TEXT],
  ['--color-brand', '--color-surface', TEXT],
  ['--color-brand', '--color-surface-subtle', TEXT],
  ['--color-brand', '--color-brand-soft', TEXT],
  ['--color-link-hover', '--color-surface', TEXT],
  ['--color-on-brand', '--color-brand', TEXT],
  ['--color-on-brand', '--color-brand-hover', TEXT],
  ['--color-danger', '--color-surface', TEXT],
  ['--color-warning', '--color-warning-soft', TEXT],
  ['--color-line-input', '--color-surface', NON_TEXT],
  ['--color-focus', '--color-surface', NON_TEXT],
];

const INVERSE_PAIRS: Array<[string, string, number]> = [
  ['--color-ink-inverse', '--color-surface-inverse', TEXT],
  ['--color-muted-inverse', '--color-surface-inverse', TEXT],
  ['--color-link-inverse', '--color-surface-inverse', TEXT],
  ['--color-ink-inverse', '--color-surface-inverse-raised', TEXT],
];

describe('design tokens', () => {
  for (const [name, theme] of Object.entries(themes)) {
    it(`${name} theme: every text and control colour pair passes WCAG AA`, () => {
      const pairs = name === 'dark' ? PAIRS : [...PAIRS, ...INVERSE_PAIRS];
      for (const [fg, bg, minimum] of pairs) {
        const ratio = contrast(
          colour(theme.get(fg) ?? root.get(fg)!, theme),
          colour(theme.get(bg) ?? root.get(bg)!, theme),
        );
        expect(ratio, `${fg} on ${bg}`).toBeGreaterThanOrEqual(minimum);
      }
    });
  }

  it('the success colour passes on white (for status text)', () => {
    expect(contrast(colour(root.get('--color-success')!, root), '#ffffff')).toBeGreaterThanOrEqual(TEXT);
  });

  it('the breakpoints are the full list of the design, smallest first', () => {
    expect(Object.entries(BREAKPOINTS)).toEqual([
      ['default', 320],
      ['xxs', 480],
      ['xs', 576],
      ['sm', 768],
      ['md', 996],
      ['lg', 1200],
      ['xl', 1367],
      ['2xl', 1536],
      ['xxl', 1600],
      ['4k', 1921],
    ]);
  });

  it('the comment table of breakpoints lists BREAKPOINTS, with the queries to write', () => {
    for (const [name, px] of Object.entries(BREAKPOINTS)) {
      expect(css).toMatch(
        new RegExp(
          `\\*\\s+${name}\\s+${px}\\s+@media \\(min-width: ${px}px\\)\\s+@media \\(max-width: ${px - 1}\\.98px\\)`,
        ),
      );
    }
  });

  it('every token the stylesheets use is defined here', async () => {
    const { globSync } = await import('node:fs');
    const srcDir = fileURLToPath(new URL('..', import.meta.url));
    const defined = new Set([...css.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));
    const missing: string[] = [];
    for (const file of globSync('**/*.css', { cwd: srcDir })) {
      const text = readFileSync(`${srcDir}/${file}`, 'utf8');
      // Properties a stylesheet sets for itself (e.g. --legal-bg) are local, and two come from
      // elsewhere: next/font sets --font-inter, the sign-up dialog sets --fade-in from FADE_IN_MS.
      const local = new Set([...text.matchAll(/(--[\w-]+):/g)].map((m) => m[1]!));
      for (const m of text.matchAll(/var\((--[\w-]+)/g)) {
        if (!defined.has(m[1]!) && !local.has(m[1]!) && !FROM_ELSEWHERE.has(m[1]!)) missing.push(`${file}: ${m[1]}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
