/** C0 and C1 control characters and DEL: the userbase refuses any field holding one. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/**
 * A value made acceptable to the userbase's free-text fields: control characters removed,
 * trimmed, and cut to `max` UTF-16 units (the unit its length limits count), never leaving half
 * of a surrogate pair at the end. Null when nothing is left or the value is not a string.
 */
export function plainText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  let text = value.replace(CONTROL_CHARACTERS, '').trim();
  if (text.length > max) {
    text = text.slice(0, max);
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text === '' ? null : text;
}
