import { CHAT_TEXT_NAMES, type ChatTexts } from './chat-texts';

/*
 * The chat panel's words are not handed to the Live Chat buttons by the server: they would be in
 * every page's RSC payload, parsed while the page hydrates, for a panel few visitors open. The
 * button loads them with the panel, from the language's messages file (a chunk of its own, fetched
 * on the first intent to open). The chat's messages are plain text (no ICU arguments), so they are
 * used as written; chat-texts-load.test.ts checks that for every language.
 */

const loading = new Map<string, Promise<ChatTexts>>();

/** The chat's words in `language` (one of the site's languages), loaded once per page. */
export function loadChatTexts(language: string): Promise<ChatTexts> {
  let texts = loading.get(language);
  if (!texts) {
    texts = import(`../../../messages/${language}.json`).then((module: { default: { chat?: Partial<ChatTexts> } }) => {
      const chat = module.default.chat ?? {};
      const missing = CHAT_TEXT_NAMES.filter((name) => typeof chat[name] !== 'string');
      if (missing.length) throw new Error(`The chat's words in ${language} lack ${missing.join(', ')}.`);
      return Object.fromEntries(CHAT_TEXT_NAMES.map((name) => [name, chat[name]])) as ChatTexts;
    });
    // A failed load (a chunk that did not arrive) is tried again on the next intent.
    texts.catch(() => loading.delete(language));
    loading.set(language, texts);
  }
  return texts;
}
