// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import messages from '../../../messages/en.json';
import { CHAT_STORAGE, CHAT_TEXT_NAMES, type ChatTexts } from './chat-texts';
import { ChatPanel } from './ChatPanel';

const texts = messages.chat as ChatTexts;
const ENDPOINT = 'https://support.test/conversations/';
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const opened = {
  id: 'c1',
  messages: [
    { id: 'm1', author: 'visitor', text: 'Hello\nthere', createdAt: '2026-01-01T10:00:00.000Z' },
    { id: 'm2', author: 'desk', text: 'An agent will reply here.', createdAt: '2026-01-01T10:00:00.000Z' },
  ],
};

function renderPanel(onClose = vi.fn()) {
  render(
    <ChatPanel endpoint={ENDPOINT} language="en" title="Live Chat" titleLang="en-US" texts={texts} onClose={onClose} />,
  );
  return { onClose, box: screen.getByRole('textbox', { name: texts.messageLabel }) };
}

describe('ChatPanel', () => {
  it('has every text in the messages file', () => {
    for (const name of CHAT_TEXT_NAMES) expect(texts[name], name).toBeTruthy();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, shows the desk’s answer and keeps the id', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const { box } = renderPanel();
    expect(screen.getByRole('dialog', { name: 'Live Chat' })).toBeTruthy();
    expect(document.activeElement).toBe(box);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there{Enter}');
    const send = screen.getByRole('button', { name: texts.sending });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Hello\nthere', language: 'en', email: null });
    release(answer(201, opened));
    await screen.findByText('An agent will reply here.');
    expect(screen.getByRole('log').textContent).toContain('Hello\nthere');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(window.sessionStorage.getItem(CHAT_STORAGE.conversation)).toBe('c1');
  });

  it('keeps the typed text and says so when the service fails or cannot be reached', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(answer(503, { error: 'unavailable' }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { box } = renderPanel();
    await user.type(box, 'Is anybody there?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.sendFailed);
    expect((box as HTMLTextAreaElement).value).toBe('Is anybody there?');
    await user.click(screen.getByRole('button', { name: texts.send }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert').textContent).toBe(texts.sendFailed);
    expect((box as HTMLTextAreaElement).value).toBe('Is anybody there?');
    expect(window.sessionStorage.getItem(CHAT_STORAGE.conversation)).toBeNull();
  });

  it('says so in the page’s words and keeps the typed text when the desk refuses for now (429)', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValueOnce(answer(429, { error: 'too many messages; try again later' }));
    const { box } = renderPanel();
    await user.type(box, 'Is anybody there?{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(texts.sendLimited);
    expect(texts.sendLimited).not.toBe(texts.sendFailed);
    expect((box as HTMLTextAreaElement).value).toBe('Is anybody there?');
  });

  it('resumes a stored conversation and adds the next message to it', async () => {
    const user = userEvent.setup();
    window.sessionStorage.setItem(CHAT_STORAGE.conversation, 'c1');
    fetchMock.mockResolvedValueOnce(answer(200, opened));
    fetchMock.mockResolvedValueOnce(
      answer(201, { message: { id: 'm3', author: 'visitor', text: 'Thanks', createdAt: '2026-01-01T10:01:00.000Z' } }),
    );
    const { box } = renderPanel();
    await screen.findByText('An agent will reply here.');
    expect(fetchMock.mock.calls[0]![0]).toBe(`${ENDPOINT}c1/`);
    await user.type(box, 'Thanks{Enter}');
    await screen.findByText('Thanks');
    expect(fetchMock.mock.calls[1]![0]).toBe(`${ENDPOINT}c1/messages/`);
  });

  it('refuses an invalid e-mail address before sending and closes with Escape', async () => {
    const user = userEvent.setup();
    const { box, onClose } = renderPanel();
    await user.type(screen.getByRole('textbox', { name: texts.emailLabel }), 'not-an-address');
    await user.type(box, 'Hello{Enter}');
    expect(screen.getByRole('alert').textContent).toBe(texts.emailInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
