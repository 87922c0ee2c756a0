import { expect, test, type Locator, type Page } from '@playwright/test';
import { openDialog, signupDialog, uniqueEmail, VARIANTS } from './signup-support';

/*
 * The sign-up dialog is a native modal <dialog>: while it is open the page behind it is inert
 * (no click, focus or Tab reaches a page control), Escape closes it unless a sign-up request is
 * under way, and closing gives the focus back to the control that opened it.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const variant = VARIANTS.logoEn;

/** Opens the dialog with the page's call to action; returns that button and the dialog. */
async function openFromCallToAction(page: Page): Promise<{ trigger: Locator; dialog: Locator }> {
  await page.goto(variant.path);
  const trigger = page.getByRole('main').getByRole('button', { name: variant.cta }).first();
  const dialog = await openDialog(page, variant);
  await expect(dialog.getByLabel(variant.labels.default)).toBeFocused();
  return { trigger, dialog };
}

/** Counts the clicks that reach the page's own buttons (the dialog is outside header and main). */
async function countPageClicks(page: Page) {
  await page.evaluate(() => {
    const counter = window as unknown as { pageClicks: number };
    counter.pageClicks = 0;
    for (const button of document.querySelectorAll('header button, main button')) {
      button.addEventListener('click', () => counter.pageClicks++);
    }
  });
  return () => page.evaluate(() => (window as unknown as { pageClicks: number }).pageClicks);
}

/** Where the focus is after each of `presses` presses of `key`: 'dialog', 'body' or the element outside. */
async function focusWalk(page: Page, key: 'Tab' | 'Shift+Tab', presses: number): Promise<string[]> {
  const seen: string[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    seen.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        if (active.closest('dialog[open]')) return 'dialog';
        return active.outerHTML.slice(0, 120);
      }),
    );
  }
  return seen;
}

test('while the dialog is open the page behind is inert: no click, focus or Tab reaches a page button', async ({
  page,
}) => {
  const { trigger, dialog } = await openFromCallToAction(page);
  expect(await dialog.evaluate((el) => el.tagName === 'DIALOG' && el.matches(':modal'))).toBe(true);
  const pageClicks = await countPageClicks(page);

  // Focus cannot be moved onto a page button, even by script.
  await trigger.evaluate((button) => (button as HTMLButtonElement).focus());
  await expect(trigger).not.toBeFocused();
  await expect(dialog.getByLabel(variant.labels.default)).toBeFocused();

  // Tab and Shift+Tab go round the dialog's own controls and never reach the page.
  const focusables = await dialog.evaluate(
    (el) => el.querySelectorAll('a[href], button:not([disabled]), input:not([disabled])').length,
  );
  expect(focusables).toBeGreaterThan(3);
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    const walk = await focusWalk(page, key, focusables * 2 + 2);
    expect(
      walk.filter((where) => where !== 'dialog' && where !== 'body'),
      key,
    ).toEqual([]);
    expect(walk.filter((where) => where === 'dialog').length, key).toBeGreaterThan(focusables);
  }

  // A click where a page button is lands on the dialog's backdrop, not on the button.
  const box = (await trigger.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  expect(
    await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('dialog') != null, [x, y]),
  ).toBe(true);
  await page.mouse.click(x, y);
  expect(await pageClicks()).toBe(0);
});

test('Escape closes the idle dialog and the focus goes back to the button that opened it; so do the close control and the backdrop', async ({
  page,
}) => {
  const { trigger } = await openFromCallToAction(page);
  await page.keyboard.press('Escape');
  await expect(signupDialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  let dialog = await openDialog(page, variant);
  await dialog.getByRole('button', { name: variant.close }).click();
  await expect(signupDialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  dialog = await openDialog(page, variant);
  await expect(dialog.getByLabel(variant.labels.default)).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(signupDialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();
});

test('while a sign-up request runs, Escape and the backdrop do not close the dialog and the page stays inert; once it is answered Escape closes it', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/embedded/userbase/user/', async (route) => {
    await held;
    await route.fulfill({ status: 409, contentType: 'application/json', body: '{"error":"exists"}' });
  });
  const { trigger, dialog } = await openFromCallToAction(page);
  const pageClicks = await countPageClicks(page);
  await dialog.getByLabel(variant.labels.default).fill(uniqueEmail('modal-hold'));
  await dialog.getByRole('button', { name: variant.submit, exact: true }).click();
  await expect(dialog.getByRole('button', { name: variant.busy })).toBeDisabled();

  // Escape several times in a row: without the page's guard the browser closes it at the third.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  const box = (await trigger.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.click(5, 5);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
  expect(await pageClicks()).toBe(0);

  release();
  await expect(dialog.getByLabel(variant.labels.exists)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signupDialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();
});
