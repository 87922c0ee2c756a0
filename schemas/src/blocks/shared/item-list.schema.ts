/**
 * The rule on how many items a row (modules, numbers, reassurances) holds: `min` to `max`, or the
 * refusal that says how many to add or remove. `what` names the items in the page's words.
 */
export function itemCountRule(min: number, max: number, what: string) {
  return (value: { items?: readonly unknown[] } | undefined): string | null => {
    const count = value?.items?.length ?? 0;
    if (count < min) return `Show ${min} to ${max} ${what}: add ${min - count} more.`;
    if (count > max) return `Show ${min} to ${max} ${what}: remove ${count - max}.`;
    return null;
  };
}
