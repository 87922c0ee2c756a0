'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { logError } from '@/lib/log';
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
  /** The page's language: the panel's words (loaded with the panel) and the desk's answers. */
  language: string;
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
 * A Live Chat button and the chat panel it opens. The panel's code and its words load on the first
 * click, its words already when the pointer or the focus comes to the button. A panel left open
 * stays open across a reload of the tab, with its conversation.
 */
export function LiveChatLauncher({ className, lang, label, endpoint, language, children }: LiveChatLauncherProps) {
  // Open after a reload if it was open before; the server's page always has it closed.
  const wasOpen = useSyncExternalStore(neverChanges, readOpen, () => false);
  const [choice, setOpen] = useState<boolean | null>(null);
  const open = choice ?? wasOpen;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [texts, setTexts] = useState<ChatTexts | null>(null);

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

  const fetchTexts = useCallback(() => {
    // The loader is a chunk of its own: its map of the languages' files stays out of the first load.
    import('./chat-texts-load')
      .then(({ loadChatTexts }) => loadChatTexts(language))
      .then(setTexts, (error: unknown) => {
        // Without its words the panel cannot show: it stays closed, and the next click tries again.
        logError('The chat panel could not load its texts', error);
        setOpen(false);
        remember(false);
      });
  }, [language]);

  useEffect(() => {
    if (open && !texts) fetchTexts();
  }, [open, texts, fetchTexts]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={className}
        lang={lang}
        aria-expanded={open}
        aria-haspopup="dialog"
        onPointerEnter={texts ? undefined : fetchTexts}
        onFocus={texts ? undefined : fetchTexts}
        onClick={() => {
          setOpen(!open);
          remember(!open);
        }}
      >
        {children}
      </button>
      {open && texts ? (
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
