import { LiveChatLauncher } from '@/components/chat/LiveChatLauncher';
import { chatEndpoint } from '@/components/chrome/LiveChatButton';
import { getSiteSettings } from '@/content/site';
import { classes } from '../shared/classes';
import section from '../shared/section.module.css';
import { headingId, SectionHead } from '../shared/SectionHead';
import type { BlockProps } from '../types';
import styles from './SupportChat.module.css';
import { BadgeIcon } from '../shared/BadgeIcon';

/**
 * The chat invitation: a heading (the block's own, else the site settings' help link text in the
 * page's language), a short text and the Live Chat button, labelled as the chat service names
 * itself, which opens the chat window.
 */
export async function SupportChat({ block, context }: BlockProps<'supportChat'>) {
  const settings = await getSiteSettings(context.locale);
  const label = settings.liveChat?.label ?? 'Live Chat';
  const lang = settings.liveChat?.language ?? 'en-US';
  const heading = block.heading?.trim() || settings.helpLinkText;
  return (
    <section className={classes(section.snug, styles.section)} aria-labelledby={headingId(block)}>
      <div className={classes(section.surface, styles.card)}>
        <BadgeIcon
          className={styles.icon}
          size={28}
          path="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5v-8Z"
        />
        <SectionHead
          block={{ ...block, heading }}
          context={context}
          opensPage
          as="div"
          className={styles.copy}
          headingClassName={styles.heading}
          textClassName={styles.text}
        />
        <LiveChatLauncher
          className={`button button-primary ${styles.button} support-chat-button`}
          lang={lang}
          label={label}
          endpoint={chatEndpoint()}
          language={context.locale}
        >
          <span className={styles.online} aria-hidden="true" />
          {label}
        </LiveChatLauncher>
      </div>
    </section>
  );
}
