/**
 * Content texts may hold placeholders in braces that the site fills at render time: `{templates}`
 * (the page's template number, e.g. "3,000+") in page and dialog texts, `{phone}`, `{year}` and
 * `{company}` in footer lines. Every occurrence is replaced; a name without a value is left as
 * written, so a typo shows on the page instead of vanishing.
 */
export type PlaceholderValues = Readonly<Record<string, string>>;

export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(values, name) ? values[name]! : match));
}

/** The same for an optional text: empty and missing texts become null. */
export function fillOptional(text: string | null | undefined, values: PlaceholderValues): string | null {
  return text ? fillPlaceholders(text, values) : null;
}
