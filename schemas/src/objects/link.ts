import { defineField, defineType } from 'sanity';
import { linkHrefProblem } from '../link-rules';
import { localeOptions } from '../locales';
import { requiredString, selectField } from '../fields/factories';

export { linkHrefProblem };

/** A menu or footer link. Site addresses are written without the language: the site adds it. */
export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  fields: [
    requiredString('label', 'Text'),
    defineField({
      name: 'href',
      title: 'Goes to',
      description:
        'A site address without the language, e.g. /pricing/plans/ (the site adds /fr, /es… for visitors in those languages), or a full https:// address.',
      type: 'string',
      validation: (rule) => rule.required().custom((href: string | undefined) => linkHrefProblem(href) ?? true),
    }),
    selectField('language', 'Always in this language', localeOptions, {
      description: 'Only for links to another language’s site (the language switcher). Leave empty otherwise.',
      required: false,
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
});
