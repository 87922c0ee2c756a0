/** The class names given, the empty ones left out; none at all gives no class attribute. */
export function classes(...names: Array<string | false | null | undefined>): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
