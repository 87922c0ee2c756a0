/** Control characters a pasted text may carry: tabs and the like become spaces, newlines too in a line. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const CONTROL_BUT_NEWLINES = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/** A one-line value as a form sends it: control characters as spaces, trimmed. */
export const oneLine = (value: string) => value.replace(CONTROL, ' ').trim();

/** A multi-line value as a form sends it: its newlines kept, other control characters as spaces, trimmed. */
export const multiLine = (value: string) => value.replace(CONTROL_BUT_NEWLINES, ' ').trim();
