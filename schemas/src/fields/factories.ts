import {
  defineArrayMember,
  defineField,
  type FieldDefinition,
  type PreviewConfig,
  type ReferenceFilterResolver,
} from 'sanity';
import { localeOptions } from '../locales';
import { unique } from '../validation/documents';

/**
 * Small builders for the field shapes the schemas repeat: the same type, options and rule every
 * time, written once. Each returns a plain Sanity field, so a schema still reads as its list of
 * fields and the studio sees exactly what a hand-written defineField would give it. Help text and
 * tab are passed through only when given.
 */

/** What most builders take besides name and title: the help text and the tab the field sits on. */
export interface FieldExtras {
  description?: string;
  group?: string;
}

/** One entry of a fixed list of choices. */
export interface Choice {
  title: string;
  value: string;
}

/** A fixed list of choices written as { value: title }, in the order the studio shows them. */
export function choices(titles: Record<string, string>): Choice[] {
  return Object.entries(titles).map(([value, title]) => ({ title, value }));
}

/**
 * The tabs of a document's form, in order, as [name, title] pairs; the first one is open when the
 * document opens.
 */
export function fieldGroups(...groups: Array<[name: string, title: string]>) {
  return groups.map(([name, title], index) => (index === 0 ? { name, title, default: true } : { name, title }));
}

/** `rule`, capped at `max` when there is one. */
function capped<R extends { max: (max: number) => R }>(rule: R, max: number | undefined): R {
  return max === undefined ? rule : rule.max(max);
}

/** A one-line text that must be filled in; `max` caps its length. */
export function requiredString(name: string, title: string, { max, ...extras }: FieldExtras & { max?: number } = {}) {
  return defineField({ name, title, type: 'string', ...extras, validation: (rule) => capped(rule.required(), max) });
}

/** A switch that always holds a value, starting at `initialValue`. */
export function requiredBoolean(name: string, title: string, initialValue: boolean, extras: FieldExtras = {}) {
  return defineField({ name, title, type: 'boolean', initialValue, ...extras, validation: (rule) => rule.required() });
}

interface ChoiceExtras extends FieldExtras {
  initialValue?: string;
  /** Whether a choice must be made (the default), or the refusal to show when none is. */
  required?: boolean | string;
}

function choiceField(
  name: string,
  title: string,
  options: { list: Choice[]; layout?: 'radio' },
  { required = true, ...extras }: ChoiceExtras,
) {
  if (required === false) return defineField({ name, title, type: 'string', options, ...extras });
  return defineField({
    name,
    title,
    type: 'string',
    options,
    ...extras,
    validation: (rule) => (typeof required === 'string' ? rule.required().error(required) : rule.required()),
  });
}

/** A text chosen with radio buttons from a fixed list; required unless `required: false`. */
export function radioField(name: string, title: string, list: Choice[], extras: ChoiceExtras = {}) {
  return choiceField(name, title, { list, layout: 'radio' }, extras);
}

/** A text chosen from a drop-down list; required unless `required: false`. */
export function selectField(name: string, title: string, list: Choice[], extras: ChoiceExtras = {}) {
  return choiceField(name, title, { list }, extras);
}

/** A required group of fields shown together (button texts, field labels and the like). */
export function requiredObject(name: string, title: string, fields: FieldDefinition[], extras: FieldExtras = {}) {
  return defineField({ name, title, type: 'object', ...extras, validation: (rule) => rule.required(), fields });
}

/** A list of `of` items that must hold at least one; `max` caps its length. */
export function requiredList(
  name: string,
  title: string,
  of: string,
  { max, ...extras }: FieldExtras & { max?: number } = {},
) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: of })],
    ...extras,
    validation: (rule) => capped(rule.required().min(1), max),
  });
}

/** A list of short texts, at most `max` of them; it may stay empty. */
export function stringListField(name: string, title: string, max: number, extras: FieldExtras = {}) {
  return defineField({
    name,
    title,
    type: 'array',
    of: [defineArrayMember({ type: 'string' })],
    ...extras,
    validation: (rule) => rule.max(max),
  });
}

/**
 * A list of small objects (cards, questions, buttons…), each edited in its own form and shown in
 * the list by its preview. The list is either required (its block checks how many it holds) or
 * capped at a number of items.
 */
export function objectListField(
  name: string,
  title: string,
  item: { name: string; title: string; fields: FieldDefinition[]; preview: PreviewConfig },
  { limit, ...extras }: { description?: string; limit: 'required' | number },
) {
  return defineField({
    name,
    title,
    ...extras,
    type: 'array',
    of: [defineArrayMember({ ...item, type: 'object' })],
    validation: (rule) => (limit === 'required' ? rule.required() : rule.max(limit)),
  });
}

/**
 * A short code that names a shared document in reports: lower case, digits and dashes, used by no
 * other document of its type (of its language, with `sameLanguage`).
 */
export function keyField(
  description: string,
  {
    title = 'Key',
    taken = (value: string, other: string) => `The key “${value}” is already used by ${other}.`,
    sameLanguage = false,
    ...extras
  }: FieldExtras & { title?: string; taken?: (value: string, other: string) => string; sameLanguage?: boolean } = {},
) {
  return defineField({
    name: 'key',
    title,
    description,
    type: 'string',
    ...extras,
    validation: (rule) =>
      rule
        .required()
        .regex(/^[a-z0-9-]+$/, { name: 'key' })
        .custom(unique('key', taken, sameLanguage)),
  });
}

/**
 * The options of a reference that offers only documents in the language of the document being
 * edited (English while it has none).
 */
export const sameLanguageOptions: { filter: ReferenceFilterResolver } = {
  filter: ({ document }) => ({
    filter: 'language == $language',
    params: { language: (document as { language?: string }).language ?? 'en' },
  }),
};

/** The language of a document there may be several of per language, picked with radio buttons. */
export function languageField() {
  return defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    options: { list: localeOptions, layout: 'radio', direction: 'horizontal' },
    validation: (rule) => rule.required(),
  });
}

/**
 * The blocks of a page, top to bottom. The field sets no rule of its own: the list type's rules
 * (required, which blocks, a hero first) apply, and a field rule would replace them.
 */
export function pageBlocksField(type: string, description: string, extras: FieldExtras = {}) {
  return defineField({ name: 'sections', title: 'Page blocks', description, type, ...extras });
}
