'use client';

import { useCallback, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { CHAT_STORAGE, type ChatTexts } from './chat-texts';
import { ChatPanelLoader } from './ChatPanelLoader';

export interface LiveChatLauncherProps {
  className?: string;
  /** The button's language: the chat service's, whatever the page's. */
  lang: string;
  /** The button's and the panel's name, e.g. Live Chat. */
  label: string;
  /** The chat service's conversations/ address. */
  endpoint: string;
  language: string;
  texts: ChatTexts;
  children: ReactNode;
}

const neverChanges = () => () => {};

function readOpen(): boolean {
  try {
    return window.sessionStorage.getItem(CHAT_STORAGE.open) === '1';
  } catch {
    // Without storage the panel simply starts closed.
    return false;
  }
}

/**
 * A Live Chat button and the chat panel it opens. The panel's code loads on the first click. A
 * panel left open stays open across a reload of the tab, with its conversation.
 */
export function LiveChatLauncher({
  className,
  lang,
  label,
  endpoint,
  language,
  texts,
  children,
}: LiveChatLauncherProps) {
  // Open after a reload if it was open before; the server's page always has it closed.
  const wasOpen = useSyncExternalStore(neverChanges, readOpen, () => false);
  const [choice, setOpen] = useState<boolean | null>(null);
  const open = choice ?? wasOpen;
  const buttonRef = useRef<HTMLButtonElement>(null);

  const remember = (value: boolean) => {
    try {
      if (value) window.sessionStorage.setItem(CHAT_STORAGE.open, '1');
      else window.sessionStorage.removeItem(CHAT_STORAGE.open);
    } catch {
      // Nothing to remember without storage.
    }
  };

  const close = useCallback(() => {
    setOpen(false);
    remember(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        lang={lang}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(!open);
          remember(!open);
        }}
      >
        {children}
      </button>
      {open ? (
        <ChatPanelLoader
          endpoint={endpoint}
          language={language}
          title={label}
          titleLang={lang}
          texts={texts}
          onClose={close}
        />
      ) : null}
    </>
  );
}
