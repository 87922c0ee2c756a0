/**
 * What the live chat's panel and the desk agree on: the limits of a conversation's fields and the
 * shape of its messages. Nothing here imports a library, so the panel may load it.
 */
export const CHAT_LIMITS = {
  name: 100,
  email: 254,
  message: 2000,
} as const;

/** Who wrote a message: the visitor, or the desk (an agent or its automatic answer). */
export type ChatAuthor = 'visitor' | 'desk';

export interface ChatMessage {
  id: string;
  author: ChatAuthor;
  text: string;
  createdAt: string;
}

export interface ChatConversation {
  id: string;
  messages: ChatMessage[];
}
