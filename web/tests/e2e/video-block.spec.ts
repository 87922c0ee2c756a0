import { expect, test } from '@playwright/test';

/**
 * The product tour on the English and French home pages: the video block shows a drawn poster and
 * a play button, and nothing of the video before play (no <video>, no request for the file).
 * Pressing play opens the dialog, whose player loads the site's own file and plays it; Escape
 * closes the dialog, removes the player and gives the focus back to the button.
 */
const SRC = '/assets/media/paperwise-tour.webm';

const CASES = [
  {
    path: '/',
    heading: 'See Paperwise in 30 seconds',
    play: 'Watch the 30-second tour',
    title: 'Paperwise product tour',
  },
  {
    path: '/fr/',
    heading: 'Découvrez Paperwise en 30 secondes',
    play: 'Voir la visite de 30 secondes',
    title: 'Visite guidée de Paperwise',
  },
];

for (const c of CASES) {
  test(`${c.path}: the tour shows its poster; the player loads only on play, plays the file and closes on Escape`, async ({
    page,
  }) => {
    const fileRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SRC) fileRequests.push(request.url());
    });
    await page.goto(c.path);
    const section = page.getByRole('region', { name: c.heading });
    await expect(section.locator('svg[data-poster="templates"]')).toBeVisible();
    const play = section.getByRole('button', { name: c.play });
    await expect(play).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page.locator('video')).toHaveCount(0);
    expect(fileRequests).toEqual([]);

    // A press before the page has hydrated does nothing: press until the dialog opens.
    const dialog = page.getByRole('dialog', { name: c.title });
    await expect(async () => {
      if (!(await dialog.isVisible())) await play.click();
      await expect(dialog).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', SRC);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeGreaterThan(10);
    // It autoplays (the press is the visitor's gesture): the playhead moves on.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    expect(fileRequests.length).toBeGreaterThan(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(play).toBeFocused();
  });
}
