import type { Locale } from '@paperwise/schemas/locales';
import { LiveChatLauncher } from '@/components/chat/LiveChatLauncher';
import { getSiteSettings } from '@/content/site';
import { serviceBaseUrl } from '@/env';
import styles from './LiveChatButton.module.css';

/** The chat's conversations/ address: the support desk stands in for the chat service. */
export const chatEndpoint = () => `${serviceBaseUrl('support')}conversations/`;

/**
 * The live-chat help button: its label and language are the chat service's (site settings, 'Live
 * Chat' in en-US), whatever the page's language; the panel it opens speaks the page's language.
 * Hidden while the mobile menu is open.
 */
export async function LiveChatButton({ locale }: { locale: Locale }) {
  const settings = await getSiteSettings(locale);
  const label = settings.liveChat?.label ?? 'Live Chat';
  const lang = settings.liveChat?.language ?? 'en-US';
  return (
    <LiveChatLauncher
      // live-chat: the stable class tests find the button by.
      className={`${styles.chat} live-chat`}
      lang={lang}
      label={label}
      endpoint={chatEndpoint()}
      language={locale}
    >
      <span className={styles.iconWrap} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5v-8Z" />
        </svg>
        <span className={styles.online} />
      </span>
      {label}
    </LiveChatLauncher>
  );
}
