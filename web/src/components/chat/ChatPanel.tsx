'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { CHAT_LIMITS, type ChatConversation, type ChatMessage } from '@/services/chat-contract';
import { CHAT_STORAGE, type ChatTexts } from './chat-texts';
import styles from './ChatPanel.module.css';
import { postAsText } from '@/lib/post-as-text';

export interface ChatPanelProps {
  /** The chat service's conversations/ address, ending in a slash. */
  endpoint: string;
  /** The page's language: the desk answers in it. */
  language: string;
  /** The panel's title, as the chat service names itself. */
  title: string;
  titleLang: string;
  texts: ChatTexts;
  onClose: () => void;
}

type Status = { kind: 'idle' } | { kind: 'loading' } | { kind: 'sending' } | { kind: 'error'; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The desk answered 429: this connection sent too much for now. */
class OverLimit extends Error {}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A JSON answer, or null when the body is not JSON. */
async function readBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * The live chat's window: the conversation so far, a message box and Send. Enter sends, Shift+Enter
 * starts a new line. The conversation's id is kept for the tab, so a reloaded page picks the
 * conversation up again. A message that cannot be sent stays in the box with the reason above it.
 */
export function ChatPanel({ endpoint, language, title, titleLang, texts, onClose }: ChatPanelProps) {
  const titleId = useId();
  const errorId = useId();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState(false);
  const [status, setStatus] = useState<Status>(() =>
    typeof window !== 'undefined' && storage()?.getItem(CHAT_STORAGE.conversation)
      ? { kind: 'loading' }
      : { kind: 'idle' },
  );
  const textRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    textRef.current?.focus();
    const saved = storage()?.getItem(CHAT_STORAGE.conversation);
    if (!saved) return;
    let cancelled = false;
    (async () => {
      try {
        const response = await fetch(`${endpoint}${encodeURIComponent(saved)}/`, { cache: 'no-store' });
        if (cancelled) return;
        if (response.status === 404) {
          storage()?.removeItem(CHAT_STORAGE.conversation);
          setStatus({ kind: 'idle' });
          return;
        }
        const body = (await readBody(response)) as ChatConversation | null;
        if (cancelled) return;
        if (!response.ok || !body || !Array.isArray(body.messages)) throw new Error(`status ${response.status}`);
        setConversationId(body.id);
        setMessages(body.messages);
        setStatus({ kind: 'idle' });
      } catch {
        if (!cancelled) setStatus({ kind: 'error', message: texts.loadFailed });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [endpoint, texts.loadFailed]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages]);

  async function send() {
    if (status.kind === 'sending' || status.kind === 'loading') return;
    const message = text.trim();
    if (!message) {
      textRef.current?.focus();
      return;
    }
    if (message.length > CHAT_LIMITS.message) {
      setStatus({ kind: 'error', message: texts.tooLong });
      return;
    }
    const address = email.trim();
    if (!conversationId && address && !EMAIL.test(address)) {
      setEmailError(true);
      setStatus({ kind: 'error', message: texts.emailInvalid });
      return;
    }
    setEmailError(false);
    setStatus({ kind: 'sending' });
    try {
      let response: Response | null = null;
      if (conversationId) {
        response = await postAsText(`${endpoint}${encodeURIComponent(conversationId)}/messages/`, { message });
        if (response.status === 404) {
          // The desk no longer knows the conversation: the message opens a new one.
          storage()?.removeItem(CHAT_STORAGE.conversation);
          setConversationId(null);
          response = null;
        }
      }
      if (response) {
        if (response.status === 429) throw new OverLimit();
        const body = (await readBody(response)) as { message?: ChatMessage } | null;
        if (response.status !== 201 || !body?.message) throw new Error(`status ${response.status}`);
        setMessages((list) => [...list, body.message!]);
      } else {
        response = await postAsText(endpoint, { message, language, email: address || null });
        if (response.status === 429) throw new OverLimit();
        const body = (await readBody(response)) as (ChatConversation & { error?: string }) | null;
        if (response.status === 400 && body?.error?.startsWith('email:')) {
          setEmailError(true);
          setStatus({ kind: 'error', message: texts.emailInvalid });
          return;
        }
        if (response.status !== 201 || !body?.id || !Array.isArray(body.messages))
          throw new Error(`status ${response.status}`);
        storage()?.setItem(CHAT_STORAGE.conversation, body.id);
        setConversationId(body.id);
        setMessages((list) => [...list, ...body.messages]);
      }
      setText('');
      setStatus({ kind: 'idle' });
    } catch (error) {
      // The text stays in the field either way, for another try.
      setStatus({ kind: 'error', message: error instanceof OverLimit ? texts.sendLimited : texts.sendFailed });
    }
    textRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  const sending = status.kind === 'sending';
  const error = status.kind === 'error' ? status.message : null;

  return (
    <section
      className={styles.panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      onKeyDown={onPanelKeyDown}
      data-testid="chat-panel"
    >
      <header className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5v-8Z" />
          </svg>
        </span>
        <h2 id={titleId} className={styles.title} lang={titleLang}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={texts.close}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </header>
      <div ref={logRef} className={styles.log} role="log" aria-live="polite" aria-labelledby={titleId}>
        <p className={styles.welcome}>{texts.welcome}</p>
        {status.kind === 'loading' ? <p className={styles.welcome}>{texts.loading}</p> : null}
        {messages.map((message) => (
          <p
            key={message.id}
            className={message.author === 'visitor' ? styles.visitor : styles.desk}
            data-author={message.author}
          >
            <span className={styles.author}>{message.author === 'visitor' ? texts.you : texts.desk}</span>
            <span className={styles.text}>{message.text}</span>
          </p>
        ))}
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {error ? (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {conversationId ? null : (
          <label className={styles.emailField}>
            <span className={styles.label}>{texts.emailLabel}</span>
            <input
              type="email"
              name="email"
              autoComplete="email"
              className={styles.email}
              value={email}
              maxLength={CHAT_LIMITS.email}
              placeholder={texts.emailHint}
              aria-invalid={emailError || undefined}
              aria-describedby={emailError && error ? errorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </label>
        )}
        <div className={styles.compose}>
          <label className={styles.visuallyHidden} htmlFor={`${titleId}-message`}>
            {texts.messageLabel}
          </label>
          <textarea
            id={`${titleId}-message`}
            ref={textRef}
            name="message"
            className={styles.textarea}
            rows={2}
            value={text}
            placeholder={texts.placeholder}
            aria-describedby={error && !emailError ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className={styles.send} disabled={sending || status.kind === 'loading'}>
            {sending ? texts.sending : texts.send}
          </button>
        </div>
      </form>
    </section>
  );
}
