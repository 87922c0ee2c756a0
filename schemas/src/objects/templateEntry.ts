import { defineField, defineType } from 'sanity';
import { requiredString } from '../fields/factories';

interface EntryParent {
  templateId?: number;
  url?: string;
}

/** The document address must end in -D and the template number. */
export function templateUrlProblem(url: string | undefined, parent: EntryParent | undefined): string | null {
  const id = parent?.templateId;
  if (!url || typeof id !== 'number') return null; // "required" reports these
  return new RegExp(`^[a-z0-9]+(?:-[a-z0-9]+)*-D${id}$`).test(url)
    ? null
    : `Write the name in lower case with dashes, then -D${id} (e.g. business-plan-D${id}).`;
}

/** The thumbnail is the template's small picture (or a full https:// address). */
export function templateThumbProblem(thumb: string | undefined, parent: EntryParent | undefined): string | null {
  const id = parent?.templateId;
  if (!thumb || typeof id !== 'number') return null;
  return thumb === `imgs/250px/${id}.png` || /^https:\/\/\S+$/.test(thumb)
    ? null
    : `The thumbnail must be imgs/250px/${id}.png (or a full https:// address).`;
}

/** The search link searches the name part of the document address. */
export function templateSearchProblem(search: string | undefined, parent: EntryParent | undefined): string | null {
  const id = parent?.templateId;
  if (!search || typeof id !== 'number' || !parent?.url) return null;
  const slug = parent.url.replace(new RegExp(`-D${id}$`), '');
  return search === `/search/?t=${slug}` ? null : `The search link must be /search/?t=${slug}.`;
}

/** A required text of an entry, checked against the entry's template number by `problem`. */
const checkedString = (
  name: string,
  title: string,
  description: string,
  problem: (value: string | undefined, parent: EntryParent | undefined) => string | null,
) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) =>
      rule
        .required()
        .custom(
          (value: string | undefined, context) => problem(value, context.parent as EntryParent | undefined) ?? true,
        ),
  });

/** One template shown on a landing page or in a language's default list: name, page, picture, search. */
export const templateEntry = defineType({
  name: 'templateEntry',
  title: 'Template',
  type: 'object',
  fields: [
    requiredString('label', 'Name shown to visitors'),
    defineField({
      name: 'templateId',
      title: 'Template number',
      description: 'The number of the template in the library (99 is the Business Plan).',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    checkedString(
      'url',
      'Document address',
      'The name in lower case with dashes, then -D and the template number: business-plan-D99.',
      templateUrlProblem,
    ),
    checkedString(
      'thumb',
      'Thumbnail',
      'The small picture: imgs/250px/ followed by the template number and .png. The site swaps in the large one where needed.',
      templateThumbProblem,
    ),
    checkedString(
      'search',
      'Search link',
      'Where “more like this” leads: /search/?t= followed by the name part of the document address.',
      templateSearchProblem,
    ),
  ],
  preview: {
    select: { title: 'label', subtitle: 'url' },
  },
});
