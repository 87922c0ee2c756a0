import { expect, test } from '@playwright/test';
import { countRequests, nextPost, openForm } from './form-support';

/**
 * The contact page in three languages: a valid message reaches the support desk, the page says so
 * and clears the form; invalid input shows each field's problem and sends nothing; when the desk
 * cannot be reached the page says so in its language and keeps everything typed.
 */
const PAGES = [
  {
    lang: 'en',
    path: '/company/contact/',
    labels: { name: 'Your name', email: 'E-mail address', subject: 'Subject (optional)', message: 'Your message' },
    send: 'Send message',
    nameRequired: 'Please enter your name.',
    emailInvalid: 'Please enter a valid e-mail address, such as name@example.com.',
    messageRequired: 'Please write your message.',
    success: 'Thank you, your message has been sent.',
    failure: 'Sorry, your message could not be sent.',
    message: 'My last invoice shows the wrong company name. Could you correct it?',
  },
  {
    lang: 'fr',
    path: '/fr/company/contact/',
    labels: { name: 'Votre nom', email: 'Adresse courriel', subject: 'Objet (facultatif)', message: 'Votre message' },
    send: 'Envoyer le message',
    nameRequired: 'Veuillez indiquer votre nom.',
    emailInvalid: 'Veuillez indiquer une adresse courriel valide, par exemple nom@exemple.com.',
    messageRequired: 'Veuillez écrire votre message.',
    success: 'Merci, votre message a bien été envoyé.',
    failure: 'Désolés, votre message n’a pas pu être envoyé.',
    message: 'Ma dernière facture porte le mauvais nom d’entreprise. Pouvez-vous la corriger ?',
  },
  {
    lang: 'de',
    path: '/de/company/contact/',
    labels: { name: 'Ihr Name', email: 'E-Mail-Adresse', subject: 'Betreff (optional)', message: 'Ihre Nachricht' },
    send: 'Nachricht senden',
    nameRequired: 'Bitte geben Sie Ihren Namen ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    messageRequired: 'Bitte schreiben Sie Ihre Nachricht.',
    success: 'Vielen Dank, Ihre Nachricht wurde gesendet.',
    failure: 'Leider konnte Ihre Nachricht nicht gesendet werden.',
    message: 'Auf meiner letzten Rechnung steht der falsche Firmenname. Können Sie das korrigieren?',
  },
] as const;

const CONTACT_ENDPOINT = '**/embedded/support/contact/';

for (const p of PAGES) {
  test.describe(`contact page (${p.lang})`, () => {
    test('a valid message is filed: the page says so and clears the form', async ({ page, baseURL }) => {
      await openForm(page, p.path, baseURL);
      await expect(page.getByRole('link', { name: '+1 514 555 0142', exact: true })).toHaveAttribute(
        'href',
        'tel:+15145550142',
      );
      await expect(page.getByRole('link', { name: 'support@paperwise.example', exact: true })).toHaveAttribute(
        'href',
        'mailto:support@paperwise.example',
      );
      await page.getByLabel(p.labels.name).fill('Jeanne Tremblay');
      await page.getByLabel(p.labels.email).fill('jeanne@example.com');
      await page.getByLabel(p.labels.subject).fill('Invoice 2026-114');
      await page.getByLabel(p.labels.message).fill(p.message);
      const answer = nextPost(page, '/embedded/support/contact');
      await page.getByRole('button', { name: p.send }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
        name: 'Jeanne Tremblay',
        email: 'jeanne@example.com',
        language: p.lang,
        page: p.path,
      });
      await expect(page.getByRole('status').filter({ hasText: p.success })).toBeVisible();
      await expect(page.getByLabel(p.labels.name)).toHaveValue('');
      await expect(page.getByLabel(p.labels.message)).toHaveValue('');
    });

    test('invalid input shows each field’s problem and sends nothing', async ({ page, baseURL }) => {
      await openForm(page, p.path, baseURL);
      const sent = countRequests(page, '/embedded/support/contact');
      await page.getByLabel(p.labels.email).fill('jeanne@');
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByText(p.nameRequired)).toBeVisible();
      await expect(page.getByText(p.emailInvalid)).toBeVisible();
      await expect(page.getByText(p.messageRequired)).toBeVisible();
      await expect(page.getByLabel(p.labels.name)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(p.labels.name)).toHaveAccessibleDescription(p.nameRequired);
      expect(sent).toEqual([]);
    });

    test('with the support desk down the page says so and keeps the text', async ({ page, baseURL }) => {
      await openForm(page, p.path, baseURL);
      await page.route(CONTACT_ENDPOINT, (route) => route.abort('connectionrefused'));
      await page.getByLabel(p.labels.name).fill('Jeanne Tremblay');
      await page.getByLabel(p.labels.email).fill('jeanne@example.com');
      await page.getByLabel(p.labels.message).fill(p.message);
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.failure })).toBeVisible();
      await expect(page.getByLabel(p.labels.name)).toHaveValue('Jeanne Tremblay');
      await expect(page.getByLabel(p.labels.email)).toHaveValue('jeanne@example.com');
      await expect(page.getByLabel(p.labels.message)).toHaveValue(p.message);

      // A 503 from the desk is a failure too; once it is back, the same text goes through.
      await page.unroute(CONTACT_ENDPOINT);
      await page.route(CONTACT_ENDPOINT, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
      );
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.failure })).toBeVisible();
      await expect(page.getByLabel(p.labels.message)).toHaveValue(p.message);
      await page.unroute(CONTACT_ENDPOINT);
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByRole('status').filter({ hasText: p.success })).toBeVisible();
    });
  });
}
