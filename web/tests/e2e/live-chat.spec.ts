import { expect, test, type Page } from '@playwright/test';
import { openForm } from './form-support';

/**
 * The support page's live chat in three languages: the invitation's heading is the site settings'
 * help link text, the Live Chat button opens the chat panel, a first message gets the desk's
 * automatic answer in the page's language, a reload resumes the conversation, and when the chat
 * service is down the panel says so and keeps the typed text.
 */
const PAGES = [
  {
    lang: 'en',
    path: '/company/support/',
    heading: 'Questions? Chat With Us',
    messageLabel: 'Your message',
    send: 'Send',
    message: 'How do I move my documents to a new computer?',
    answer: 'An agent will reply here in the chat during our opening hours.',
    failure: 'Your message could not be sent.',
  },
  {
    lang: 'fr',
    path: '/fr/company/support/',
    heading: 'Des questions ? Clavardez avec nous',
    messageLabel: 'Votre message',
    send: 'Envoyer',
    message: 'Comment transférer mes documents sur un nouvel ordinateur ?',
    answer: 'Un conseiller vous répondra ici, dans le chat, pendant nos heures d’ouverture.',
    failure: 'Votre message n’a pas pu être envoyé.',
  },
  {
    lang: 'de',
    path: '/de/company/support/',
    heading: 'Fragen? Chatten Sie mit uns',
    messageLabel: 'Ihre Nachricht',
    send: 'Senden',
    message: 'Wie übertrage ich meine Dokumente auf einen neuen Computer?',
    answer: 'Ein Mitarbeiter antwortet Ihnen hier im Chat während unserer Öffnungszeiten.',
    failure: 'Ihre Nachricht konnte nicht gesendet werden.',
  },
] as const;

const CHAT_ENDPOINT = '**/embedded/support/conversations/**';

async function openChat(page: Page) {
  await page.locator('section:has(.support-chat-button)').getByRole('button', { name: 'Live Chat' }).click();
  const panel = page.getByRole('dialog', { name: 'Live Chat' });
  await expect(panel).toBeVisible();
  return panel;
}

for (const p of PAGES) {
  test.describe(`live chat on the support page (${p.lang})`, () => {
    test('the invitation opens the chat; the desk answers; a reload resumes the conversation', async ({
      page,
      baseURL,
    }) => {
      await openForm(page, p.path, baseURL);
      const heading = page.getByRole('heading', { name: p.heading, exact: true });
      await expect(heading).toBeVisible();
      const button = page.locator('.support-chat-button');
      await expect(button).toHaveText('Live Chat');
      await expect(button).toHaveAttribute('lang', 'en-US');
      // The invitation comes right before the page's closing band, whose button calls the desk.
      const next = page.locator('section:has(.support-chat-button) + section');
      await expect(next).toHaveCount(1);
      await expect(next.locator('a[href^="tel:"]')).toHaveCount(1);

      const panel = await openChat(page);
      const box = panel.getByRole('textbox', { name: p.messageLabel });
      await expect(box).toBeFocused();
      await box.fill(p.message);
      await box.press('Enter');
      const log = panel.getByRole('log');
      await expect(log).toContainText(p.message);
      await expect(log).toContainText(p.answer);
      await expect(box).toHaveValue('');

      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/embedded/support/conversations/')) reads.push(request.method());
      });
      await page.reload();
      const resumed = page.getByRole('dialog', { name: 'Live Chat' });
      await expect(resumed.getByRole('log')).toContainText(p.answer);
      await expect(resumed.getByRole('log')).toContainText(p.message);
      // The conversation is read back once, not polled.
      expect(reads).toEqual(['GET']);

      await page.keyboard.press('Escape');
      await expect(resumed).toBeHidden();
    });

    test('when the chat service is down the panel says so and keeps the text', async ({ page, baseURL }) => {
      await page.route(CHAT_ENDPOINT, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
      );
      await page.route('**/embedded/support/conversations/', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
      );
      await openForm(page, p.path, baseURL);
      const panel = await openChat(page);
      const box = panel.getByRole('textbox', { name: p.messageLabel });
      await box.fill(p.message);
      await panel.getByRole('button', { name: p.send, exact: true }).click();
      await expect(panel.getByRole('alert')).toContainText(p.failure);
      await expect(box).toHaveValue(p.message);
      await expect(panel.getByRole('button', { name: p.send, exact: true })).toBeEnabled();
    });
  });
}
