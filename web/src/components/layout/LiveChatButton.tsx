/**
 * The live-chat help button (signup §2, site map §9): always 'Live Chat' in en-US, whatever the
 * page's language. The chat service's own script is external and not loaded here; the button
 * leads to the support page, where the chat is offered. Hidden while the mobile menu is open.
 */
export function LiveChatButton({ href }: { href: string }) {
  return (
    <a className="live-chat" href={href} lang="en-US">
      <span aria-hidden="true" className="live-chat-icon" />
      Live Chat
    </a>
  );
}
