import { defineField, defineType } from 'sanity';

/** Why a template entry's addresses do not fit its template number, or null when they do. */
export function templateEntryProblem(entry: {
  templateId?: number;
  url?: string;
  thumb?: string;
  search?: string;
}): string | null {
  const { templateId, url, thumb, search } = entry;
  if (typeof templateId !== 'number' || !url || !thumb || !search) return null; // "required" reports these
  if (!new RegExp(`^[a-z0-9-]+-D${templateId}$`).test(url)) {
    return `The document address must be the name in lower case with dashes, then -D${templateId} (e.g. business-plan-D${templateId}).`;
  }
  if (thumb !== `imgs/250px/${templateId}.png` && !/^https:\/\//.test(thumb)) {
    return `The thumbnail must be imgs/250px/${templateId}.png (or a full https:// address).`;
  }
  const slug = url.slice(0, url.length - `-D${templateId}`.length);
  if (search !== `/search/?t=${slug}`) return `The search link must be /search/?t=${slug}.`;
  return null;
}

/** One template shown on a landing page or in a language's default list: name, page, picture, search. */
export const templateEntry = defineType({
  name: 'templateEntry',
  title: 'Template',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Name shown to visitors',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'templateId',
      title: 'Template number',
      description: 'The number of the template in the library (99 is the Business Plan).',
      type: 'number',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'url',
      title: 'Document address',
      description: 'The name in lower case with dashes, then -D and the template number: business-plan-D99.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'thumb',
      title: 'Thumbnail',
      description:
        'The small picture: imgs/250px/ followed by the template number and .png. The site swaps in the large one where needed.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'search',
      title: 'Search link',
      description: 'Where “more like this” leads: /search/?t= followed by the name part of the document address.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { templateId?: number; url?: string; thumb?: string; search?: string } | undefined) => {
      return (value && templateEntryProblem(value)) || true;
    }),
  preview: {
    select: { title: 'label', subtitle: 'url' },
  },
});
