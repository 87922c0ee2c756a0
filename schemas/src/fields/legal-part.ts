import { defineField, defineType, type FieldDefinition } from 'sanity';
import { requiredString } from './factories';

/**
 * A part of a legal text that the page anchors (a numbered section, a schedule, an exhibit): the
 * field that names it comes first, then its heading and its text. The studio lists it as
 * "<name>. <heading>", with "?" while the naming field is empty.
 */
export function legalPartType(name: string, title: string, namedBy: FieldDefinition) {
  return defineType({
    name,
    title,
    type: 'object',
    fields: [
      namedBy,
      requiredString('heading', 'Heading'),
      defineField({ name: 'body', title: 'Text', type: 'legalText', validation: (rule) => rule.required().min(1) }),
    ],
    preview: {
      select: { [namedBy.name]: namedBy.name, heading: 'heading' },
      prepare: ({ heading, ...selection }: { heading?: string; [field: string]: unknown }) => ({
        title: `${(selection[namedBy.name] as string | number | undefined) ?? '?'}. ${heading ?? ''}`.trim(),
      }),
    },
  });
}
