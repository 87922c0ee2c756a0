import { expect, test } from '@playwright/test';
import { countRequests, nextPost, openForm } from './form-support';

/**
 * The uninstall page in three languages: the steps for Windows and macOS, then why the visitor
 * uninstalls. A chosen reason reaches the support desk and the page thanks the visitor; invalid
 * input shows each problem in the page's language and sends nothing; with the desk down the page
 * says so in its language and keeps everything chosen and typed. The general feedback page sends a
 * rating and a comment the same way.
 */
const PAGES = [
  {
    lang: 'en',
    path: '/uninstall/',
    headline: 'Uninstall the Paperwise desktop app',
    steps: ['Settings › Apps › Installed apps', 'Control Panel › Programs and Features', 'Empty Bin'],
    question: 'Choose the main reason',
    reason: 'I use the web app instead',
    reasonValue: 'web-app-instead',
    comment: 'Anything you would like to add?',
    email: 'E-mail address',
    send: 'Send my answer',
    reasonRequired: 'Please choose a reason.',
    emailInvalid: 'Please enter a valid e-mail address, such as name@example.com, or leave the field empty.',
    success: 'Thank you for telling us.',
    failure: 'Sorry, your answer could not be sent.',
    text: 'The web app is all I need now.',
  },
  {
    lang: 'fr',
    path: '/fr/uninstall/',
    headline: 'Désinstaller l’application de bureau Paperwise',
    steps: [
      'Paramètres › Applications › Applications installées',
      'Programmes et fonctionnalités',
      'Vider la Corbeille',
    ],
    question: 'Choisissez la raison principale',
    reason: 'J’utilise plutôt l’application Web',
    reasonValue: 'web-app-instead',
    comment: 'Voulez-vous ajouter quelque chose',
    email: 'Adresse courriel',
    send: 'Envoyer ma réponse',
    reasonRequired: 'Veuillez choisir une raison.',
    emailInvalid:
      'Veuillez indiquer une adresse courriel valide, par exemple nom@exemple.com, ou laisser le champ vide.',
    success: 'Merci de nous l’avoir dit.',
    failure: 'Désolés, votre réponse n’a pas pu être envoyée.',
    text: 'L’application Web me suffit maintenant.',
  },
  {
    lang: 'de',
    path: '/de/uninstall/',
    headline: 'Die Desktop-App von Paperwise deinstallieren',
    steps: [
      'Einstellungen › Apps › Installierte Apps',
      'Systemsteuerung › Programme und Features',
      'Papierkorb entleeren',
    ],
    question: 'Wählen Sie den wichtigsten Grund',
    reason: 'Ich nutze stattdessen die Web-App',
    reasonValue: 'web-app-instead',
    comment: 'Möchten Sie noch etwas ergänzen',
    email: 'E-Mail-Adresse',
    send: 'Antwort senden',
    reasonRequired: 'Bitte wählen Sie einen Grund aus.',
    emailInvalid:
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de, oder lassen Sie das Feld leer.',
    success: 'Vielen Dank für Ihre Antwort!',
    failure: 'Leider konnte Ihre Antwort nicht gesendet werden.',
    text: 'Die Web-App reicht mir jetzt.',
  },
] as const;

const FEEDBACK_ENDPOINT = '**/embedded/support/feedback/';

for (const p of PAGES) {
  test.describe(`uninstall page (${p.lang})`, () => {
    test('says how to uninstall; a chosen reason is filed and the page thanks the visitor', async ({
      page,
      baseURL,
    }) => {
      await openForm(page, p.path, baseURL);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.headline);
      for (const step of p.steps) await expect(page.getByRole('main').getByText(step).first()).toBeVisible();
      await page.getByRole('group', { name: p.question }).getByLabel(p.reason).check();
      await page.getByLabel(p.comment).fill(p.text);
      await page.getByLabel(p.email).fill('jeanne@example.com');
      const answer = nextPost(page, '/embedded/support/feedback');
      await page.getByRole('button', { name: p.send }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
        kind: 'uninstall',
        reason: p.reasonValue,
        comment: p.text,
        email: 'jeanne@example.com',
        language: p.lang,
        page: p.path,
      });
      await expect(page.getByRole('status').filter({ hasText: p.success })).toBeVisible();
      await expect(page.getByLabel(p.reason)).not.toBeChecked();
      await expect(page.getByLabel(p.comment)).toHaveValue('');
    });

    test('invalid input shows each problem in the page’s language and sends nothing', async ({ page, baseURL }) => {
      await openForm(page, p.path, baseURL);
      const sent = countRequests(page, '/embedded/support/feedback');
      await page.getByLabel(p.email).fill('jeanne@');
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByText(p.reasonRequired)).toBeVisible();
      await expect(page.getByText(p.emailInvalid)).toBeVisible();
      await expect(page.getByLabel(p.email)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(p.email)).toHaveAccessibleDescription(p.emailInvalid);
      await expect(page.getByRole('group', { name: p.question })).toHaveAccessibleDescription(p.reasonRequired);
      expect(sent).toEqual([]);
    });

    test('with the support desk down the page says so and keeps the answer', async ({ page, baseURL }) => {
      await openForm(page, p.path, baseURL);
      await page.route(FEEDBACK_ENDPOINT, (route) => route.abort('connectionrefused'));
      await page.getByLabel(p.reason).check();
      await page.getByLabel(p.comment).fill(p.text);
      await page.getByLabel(p.email).fill('jeanne@example.com');
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.failure })).toBeVisible();
      await expect(page.getByLabel(p.reason)).toBeChecked();
      await expect(page.getByLabel(p.comment)).toHaveValue(p.text);
      await expect(page.getByLabel(p.email)).toHaveValue('jeanne@example.com');

      // A 503 from the desk is a failure too; once it is back, the same answer goes through.
      await page.unroute(FEEDBACK_ENDPOINT);
      await page.route(FEEDBACK_ENDPOINT, (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"unavailable"}' }),
      );
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByRole('alert').filter({ hasText: p.failure })).toBeVisible();
      await expect(page.getByLabel(p.comment)).toHaveValue(p.text);
      await page.unroute(FEEDBACK_ENDPOINT);
      await page.getByRole('button', { name: p.send }).click();
      await expect(page.getByRole('status').filter({ hasText: p.success })).toBeVisible();
    });
  });
}

test.describe('share feedback page (en)', () => {
  test('a rating and a comment are filed and the page thanks the user', async ({ page, baseURL }) => {
    await openForm(page, '/share/feedback/', baseURL);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us what you think');
    const sent = countRequests(page, '/embedded/support/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please choose a rating from 1 to 5.')).toBeVisible();
    await expect(page.getByText('Please write your feedback.')).toBeVisible();
    expect(sent).toEqual([]);

    await page.getByRole('group', { name: 'How would you rate Paperwise?' }).getByLabel('4', { exact: true }).check();
    await page.getByLabel('Your feedback', { exact: true }).fill('Great templates; the search could be faster.');
    const answer = nextPost(page, '/embedded/support/feedback');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toEqual({
      kind: 'general',
      rating: 4,
      comment: 'Great templates; the search could be faster.',
      language: 'en',
      page: '/share/feedback/',
    });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' })).toBeVisible();
    await expect(page.getByLabel('Your feedback', { exact: true })).toHaveValue('');
  });
});

test('both pages are indexable and listed in sitemap.xml in every language', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/uninstall/', '/share/feedback/']) {
    for (const prefix of ['', '/de', '/es', '/fr', '/it', '/pt']) {
      expect(sitemap).toContain(`${prefix}${path}</loc>`);
    }
  }
  await page.goto('/de/uninstall/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page).toHaveTitle(/Paperwise deinstallieren/);
});
