/** The words of the chat panel, in the page's language (messages files, namespace "chat"). */
export const CHAT_TEXT_NAMES = [
  'close',
  'welcome',
  'emailLabel',
  'emailHint',
  'emailInvalid',
  'messageLabel',
  'placeholder',
  'send',
  'sending',
  'you',
  'desk',
  'loading',
  'loadFailed',
  'sendFailed',
  'tooLong',
  'sendLimited',
] as const;

export type ChatTexts = Record<(typeof CHAT_TEXT_NAMES)[number], string>;

/** Where the conversation's id and the panel's state are kept for the tab, so a reload resumes. */
export const CHAT_STORAGE = { conversation: 'paperwise-chat-conversation', open: 'paperwise-chat-open' } as const;
