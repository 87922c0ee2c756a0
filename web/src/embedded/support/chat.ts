import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { errorResponse, json, readJson, type RouteHandler } from '../http';
import type { openDatabase } from '../sqlite';
import { prepareTable, type Keeping } from './keeping';
import { LANGUAGES, parseOr400 } from '../userbase/signup-payload';
import { CHAT_LIMITS, type ChatConversation, type ChatMessage } from '../../services/chat-contract';
import { optionalLine, paragraphs } from './fields';

type Database = ReturnType<typeof openDatabase>;
type Language = (typeof LANGUAGES)[number];

/** 2,000 characters of any script at up to four bytes each, with the other fields: 16 KiB is room enough. */
export const CHAT_BODY_LIMIT = 16 * 1024;

const messageText = paragraphs(1, CHAT_LIMITS.message);

export const conversationSchema = z.object({
  name: optionalLine(CHAT_LIMITS.name),
  email: optionalLine(CHAT_LIMITS.email).pipe(z.union([z.email('must be a valid e-mail address'), z.null()])),
  message: messageText,
  language: z.enum(LANGUAGES, { error: `must be one of ${LANGUAGES.join(', ')}` }),
});

export const chatMessageSchema = z.object({ message: messageText });

/**
 * The desk's first answer, in the conversation's language: an agent answers in the chat during
 * opening hours; with an address left, by e-mail too.
 */
const AUTO_ANSWER: Record<Language, { here: string; email: (email: string) => string }> = {
  en: {
    here: 'Thank you for your message! An agent will reply here in the chat during our opening hours.',
    email: (email) =>
      `Thank you for your message! An agent will reply here in the chat during our opening hours, or by e-mail to ${email}.`,
  },
  de: {
    here: 'Vielen Dank für Ihre Nachricht! Ein Mitarbeiter antwortet Ihnen hier im Chat während unserer Öffnungszeiten.',
    email: (email) =>
      `Vielen Dank für Ihre Nachricht! Ein Mitarbeiter antwortet Ihnen hier im Chat während unserer Öffnungszeiten oder per E-Mail an ${email}.`,
  },
  es: {
    here: '¡Gracias por su mensaje! Un agente le responderá aquí en el chat durante nuestro horario de atención.',
    email: (email) =>
      `¡Gracias por su mensaje! Un agente le responderá aquí en el chat durante nuestro horario de atención, o por correo electrónico a ${email}.`,
  },
  fr: {
    here: 'Merci pour votre message ! Un conseiller vous répondra ici, dans le chat, pendant nos heures d’ouverture.',
    email: (email) =>
      `Merci pour votre message ! Un conseiller vous répondra ici, dans le chat, pendant nos heures d’ouverture, ou par e-mail à ${email}.`,
  },
  it: {
    here: 'Grazie per il tuo messaggio! Un operatore ti risponderà qui in chat durante il nostro orario di apertura.',
    email: (email) =>
      `Grazie per il tuo messaggio! Un operatore ti risponderà qui in chat durante il nostro orario di apertura, oppure via e-mail a ${email}.`,
  },
  pt: {
    here: 'Obrigado pela sua mensagem! Um atendente responderá aqui no chat durante o nosso horário de atendimento.',
    email: (email) =>
      `Obrigado pela sua mensagem! Um atendente responderá aqui no chat durante o nosso horário de atendimento, ou por e-mail para ${email}.`,
  },
};

export function autoAnswer(language: Language, email: string | null): string {
  return email ? AUTO_ANSWER[language].email(email) : AUTO_ANSWER[language].here;
}

/**
 * Stands in for the external live-chat service: POST conversations/ ({name?, email?, message,
 * language}) opens a conversation and answers 201 {id, messages} with the desk's automatic first
 * answer; POST conversations/{id}/messages ({message}) adds the visitor's next message, 201 {message};
 * GET conversations/{id} reads the conversation back (404 for an unknown id), so a reloaded page
 * resumes it. Conversations and their messages are stored in the desk's SQLite file, kept and
 * capped as keeping.ts says (429 past a sender's or a conversation's limit).
 */
export function createChat(db: Database, keeping: Keeping) {
  db.exec(
    `CREATE TABLE IF NOT EXISTS chat_conversations (id TEXT PRIMARY KEY, name TEXT, email TEXT, language TEXT NOT NULL, created_at TEXT NOT NULL, client TEXT)`,
  );
  db.exec(
    `CREATE TABLE IF NOT EXISTS chat_messages (id TEXT PRIMARY KEY, conversation_id TEXT NOT NULL, seq INTEGER NOT NULL, author TEXT NOT NULL, text TEXT NOT NULL, created_at TEXT NOT NULL)`,
  );
  prepareTable(db, 'chat_conversations', true);
  prepareTable(db, 'chat_messages', false);
  // Every chat call finds a conversation's messages by this index, in order, never by a scan.
  db.exec('CREATE INDEX IF NOT EXISTS chat_messages_conversation ON chat_messages (conversation_id, seq)');
  const insertConversation = db.prepare(
    'INSERT INTO chat_conversations (id, name, email, language, created_at, client) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const conversationById = db.prepare('SELECT * FROM chat_conversations WHERE id = ?');
  // The next number after the conversation's last (not its count: old messages may have been pruned).
  const insertMessage = db.prepare(
    `INSERT INTO chat_messages (id, conversation_id, seq, author, text, created_at)
     VALUES (?, ?, (SELECT COALESCE(MAX(seq), -1) + 1 FROM chat_messages WHERE conversation_id = ?), ?, ?, ?)`,
  );
  const messagesOf = db.prepare('SELECT * FROM chat_messages WHERE conversation_id = ? ORDER BY seq');

  function add(conversationId: string, author: ChatMessage['author'], text: string): ChatMessage {
    const message: ChatMessage = { id: randomUUID(), author, text, createdAt: keeping.stamp() };
    insertMessage.run(message.id, conversationId, conversationId, author, text, message.createdAt);
    return message;
  }

  /** A stored conversation with its messages in order, or undefined. */
  function conversation(
    id: string,
  ): (ChatConversation & { name: string | null; email: string | null; language: Language }) | undefined {
    const row = conversationById.get(id) as Record<string, string | null> | undefined;
    if (!row) return undefined;
    const messages = (messagesOf.all(id) as Array<Record<string, string>>).map((m) => ({
      id: m.id!,
      author: m.author as ChatMessage['author'],
      text: m.text!,
      createdAt: m.created_at!,
    }));
    return { id, name: row.name ?? null, email: row.email ?? null, language: row.language as Language, messages };
  }

  const open: RouteHandler = async (request) => {
    const data = parseOr400(conversationSchema, await readJson(request, CHAT_BODY_LIMIT));
    const client = keeping.clientOf(request);
    keeping.checkClient(client);
    const id = randomUUID();
    insertConversation.run(id, data.name, data.email, data.language, keeping.stamp(), client);
    const messages = [add(id, 'visitor', data.message), add(id, 'desk', autoAnswer(data.language, data.email))];
    return json({ id, messages } satisfies ChatConversation, 201);
  };

  const reply: RouteHandler = async (request, params) => {
    const id = params.id!;
    if (!conversationById.get(id)) return errorResponse(404, 'no such conversation');
    const data = parseOr400(chatMessageSchema, await readJson(request, CHAT_BODY_LIMIT));
    keeping.checkConversation(id);
    return json({ message: add(id, 'visitor', data.message) }, 201);
  };

  const read: RouteHandler = (_request, params) => {
    const found = conversation(params.id!);
    if (!found) return errorResponse(404, 'no such conversation');
    return json({ id: found.id, messages: found.messages } satisfies ChatConversation);
  };

  const routes: Array<[string, string, RouteHandler]> = [
    ['POST', 'conversations', open],
    ['POST', 'conversations/:id/messages', reply],
    ['GET', 'conversations/:id', read],
  ];
  return { routes, conversation };
}
