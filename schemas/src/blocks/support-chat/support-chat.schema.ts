import { defineField } from 'sanity';
import { blockType, headingPreview } from '../shared/block.schema';
import { introTextField } from '../shared/heading.schema';

/** An invitation without words around its button would be a lone button: the text is needed. */
export function supportChatProblem(value: { text?: string | null } | undefined): string | null {
  return value?.text?.trim() ? null : 'Write the text that invites visitors to the chat.';
}

/**
 * The chat invitation of the support page: a heading (the site settings' help link text, e.g.
 * “Questions? Chat With Us”, unless the block writes its own), a short text and the Live Chat
 * button, which opens the chat window.
 */
export const supportChat = blockType({
  name: 'supportChat',
  title: 'Live chat invitation',
  fields: [
    defineField({
      name: 'heading',
      title: 'Heading',
      description: 'Leave empty for the site settings’ help link text (“Questions? Chat With Us”).',
      type: 'string',
      validation: (rule) => rule.max(120),
    }),
    introTextField(300),
  ],
  preview: headingPreview('Live chat invitation'),
});
