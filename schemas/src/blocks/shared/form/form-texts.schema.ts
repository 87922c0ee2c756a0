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
