import { defineField } from 'sanity';
import type { FormTextSpec } from './form-texts';

/**
 * A studio field for one text of a form: a line, or a short paragraph for the longer ones.
 * `required: false` leaves the requiredness to the block's own rule (texts only some kinds of the
 * form show).
 */
export function formTextField([name, title, max]: FormTextSpec, { required = true }: { required?: boolean } = {}) {
  return defineField({
    name,
    title,
    type: max > 120 ? 'text' : 'string',
    ...(max > 120 ? { rows: 2 } : {}),
    validation: (rule) => (required ? rule.required().max(max) : rule.max(max)),
  });
}

/**
 * The group of a form block's texts, open in the studio's form: one field per text of `texts`. The
 * texts of `required` (all of them unless told) must be written; the others are left to the block's
 * own rule.
 */
export function formTextsField(
  name: string,
  title: string,
  texts: readonly FormTextSpec[],
  { required = texts, ...extras }: { description?: string; required?: readonly FormTextSpec[] } = {},
) {
  return defineField({
    name,
    title,
    ...extras,
    type: 'object',
    options: { collapsible: true, collapsed: false },
    fields: texts.map((spec) => formTextField(spec, { required: required.some(([text]) => text === spec[0]) })),
  });
}
