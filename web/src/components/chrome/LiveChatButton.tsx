import styles from './LiveChatButton.module.css';

/**
 * The live-chat help button: always 'Live Chat' in en-US, whatever the
 * page's language. The chat service's own script is external and not loaded here; the button
 * leads to the support page, where the chat is offered. Hidden while the mobile menu is open.
 */
export function LiveChatButton({ href }: { href: string }) {
  return (
    // live-chat: the stable class tests find the button by.
    <a className={`${styles.chat} live-chat`} href={href} lang="en-US">
      <span className={styles.iconWrap} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5v-8Z" />
        </svg>
        <span className={styles.online} />
      </span>
      Live Chat
    </a>
  );
}
