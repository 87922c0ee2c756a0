import { describe, expect, it } from 'vitest';
import { LOCALES } from '@paperwise/schemas/locales';
import { CHAT_TEXT_NAMES } from './chat-texts';
import { loadChatTexts } from './chat-texts-load';

describe('loadChatTexts', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every word of the panel, as written in the messages file`, async () => {
      const messages = (await import(`../../../messages/${locale}.json`)) as {
        default: { chat: Record<string, string> };
      };
      const texts = await loadChatTexts(locale);
      expect(Object.keys(texts).sort()).toEqual([...CHAT_TEXT_NAMES].sort());
      for (const name of CHAT_TEXT_NAMES) {
        expect(texts[name], name).toBe(messages.default.chat[name]);
        // Used without the message formatter: an ICU argument or escape would show as written.
        expect(texts[name], name).not.toMatch(/[{}]/);
      }
    });
  }

  it('an unknown language is refused, not shown in English', async () => {
    await expect(loadChatTexts('xx')).rejects.toThrow();
  });
});
