import { getTranslations } from 'next-intl/server';
import type { Locale } from '@paperwise/schemas/locales';
import { CHAT_TEXT_NAMES, type ChatTexts } from './chat-texts';

/** The chat panel's words in `locale`, read on the server and handed to the panel. */
export async function chatTexts(locale: Locale): Promise<ChatTexts> {
  const t = await getTranslations({ locale, namespace: 'chat' });
  return Object.fromEntries(CHAT_TEXT_NAMES.map((name) => [name, t(name)])) as ChatTexts;
}
