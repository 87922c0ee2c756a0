import { deflateSync, crc32 } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { revisionLine } from '@paperwise/schemas/documents/legalDocument.rules';
import type { RunningSite } from './site-server';
import { fillField, lakeQuery, studioFile, watchStudio } from './studio-support';

/**
 * Editors at work in the real studio the site serves at /studio/, on the local Content Lake. These
 * tests change content, so they run against a server of their own, with a data folder (and so a
 * lake) of its own that no other spec reads; one after the other, on the one server.
 */
// Each test loads the studio afresh (some ten megabytes of scripts) and works through its forms:
// 4 to 17 s alone, up to 45 s with other browser tests beside it; 120 s keeps them well under half.
test.describe.configure({ mode: 'default', timeout: 120_000 });

let site: RunningSite;
let page: Page;

studioFile({ context: { locale: 'en-US' } }, { site: (opened) => (site = opened), page: (opened) => (page = opened) });

test('the studio refuses to publish a second French landing page at an address already taken', async () => {
  const watch = watchStudio(page, site.baseUrl);
  await page.goto(`${site.baseUrl}/studio/structure/landing-pages;docs;fr;landingPage-fr-docs-1300-modeles`);
  await expect(page.getByTestId('field-path').locator('input')).toHaveValue('/docs/1300-modeles/', { timeout: 30_000 });

  // A copy of the page keeps its address; its own variant id leaves the address as its one problem.
  await page.getByTestId('action-menu-button').click();
  await page.getByRole('menuitem', { name: 'Duplicate', exact: true }).click();
  await expect(page).toHaveURL(/__edit__/);
  const variant = page.getByTestId('field-variantId').locator('input');
  await expect(variant).toHaveValue('docs-1300-modeles');
  await fillField(variant, 'docs-1300-modeles-copy');

  const publish = page.getByTestId('action-publish');
  await expect(publish).toBeDisabled();
  // The document's validation panel names the field and what is wrong with it, and nothing else.
  await page
    .getByRole('button', { name: /validation/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Validation' })).toBeVisible();
  const problem = page.getByRole('button', { name: /^Address / });
  await expect(problem).toHaveAccessibleName(
    'Address /docs/1300-modeles/ is already used in this language by landingPage-fr-docs-1300-modeles.',
  );

  // Stored as a draft only: the French pages at that address are still the one published page.
  await expect
    .poll(() =>
      lakeQuery<string[]>(site.baseUrl, '*[_type == "landingPage" && language == "fr" && path == $path]._id', {
        path: '/docs/1300-modeles/',
      }),
    )
    .toEqual(expect.arrayContaining(['landingPage-fr-docs-1300-modeles', expect.stringMatching(/^drafts\./)]));
  expect(
    await lakeQuery<string[]>(
      site.baseUrl,
      '*[_type == "landingPage" && path == $path && !(_id in path("drafts.**"))]._id',
      {
        path: '/docs/1300-modeles/',
      },
    ),
  ).toEqual(expect.arrayContaining(['landingPage-fr-docs-1300-modeles']));
  await watch.expectNoErrorOnScreen();
  expect(watch.problems()).toEqual([]);
});

test('legal staff revise a section of the French EULA and publish: the lake and the site have it, the overview flags the others', async () => {
  const watch = watchStudio(page, site.baseUrl);
  // Each run revises the text as it finds it, a day later than its last revision (and after the
  // English text's): a second run on the same server has something new to publish too.
  const before = await lakeQuery<{ revised: string; heading: string }>(
    site.baseUrl,
    '*[_id == "legalDocument-eula-fr"][0]{revised, "heading": sections[0].heading}',
  );
  const REVISED = dayAfter(before.revised < '2024-10-14' ? '2024-10-14' : before.revised);
  const HEADING = `Acceptation du Contrat (révision du ${REVISED})`;
  // The section opens from its place in the document, as a click on it in the list does.
  await page.goto(
    `${site.baseUrl}/studio/structure/legal-texts;eula;fr,path=${encodeURIComponent('sections[_key=="section-1-0"]')}`,
  );
  const heading = page.locator('[data-testid=\'field-sections[_key=="section-1-0"].heading\'] input');
  await expect(heading).toHaveValue(before.heading, { timeout: 30_000 });
  await fillField(heading, HEADING);
  await page.keyboard.press('Escape');

  // A revision: its date, and the preamble's "Dernière révision" line naming the same day.
  const preamble = page.getByTestId('field-preamble').locator('[contenteditable="true"]');
  await preamble.getByText(revisionLine('fr', before.revised)).selectText();
  await page.keyboard.type(revisionLine('fr', REVISED));
  await expect(preamble).toContainText(revisionLine('fr', REVISED));
  await page.getByRole('tab', { name: 'Kind, language, date' }).click();
  const revised = page.getByTestId('field-revised').locator('input').first();
  await expect(revised).toHaveValue(before.revised);
  await fillField(revised, REVISED);
  await revised.press('Enter');

  // The studio saves the draft on its own time: publish once the lake holds every change, and click
  // again while the button is still offered, as an editor would when a click falls between saves.
  await expect
    .poll(() => lakeQuery<string | null>(site.baseUrl, '*[_id == "drafts.legalDocument-eula-fr"][0].revised'), {
      timeout: 30_000,
    })
    .toBe(REVISED);
  const publish = page.getByTestId('action-publish');
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click();
    const left = await lakeQuery<number>(site.baseUrl, 'count(*[_id == "drafts.legalDocument-eula-fr"])');
    expect(left).toBe(0);
  }).toPass({ timeout: 45_000, intervals: [3_000, 5_000] });
  // Published: the lake holds the revised text and no draft is left. The studio's "was published"
  // toast comes and goes on its own time on a busy machine, so the stored document is what is read.
  await expect
    .poll(
      () =>
        lakeQuery<Array<Record<string, unknown>>>(
          site.baseUrl,
          '*[_id in ["legalDocument-eula-fr", "drafts.legalDocument-eula-fr"]]{_id, revised, "heading": sections[0].heading, "line": pt::text(preamble[0])}',
        ),
      { timeout: 30_000 },
    )
    .toEqual([{ _id: 'legalDocument-eula-fr', revised: REVISED, heading: HEADING, line: revisionLine('fr', REVISED) }]);

  // The overview: French is now as recent as English; the four other translations stay behind it.
  await page.goto(`${site.baseUrl}/studio/structure/legal-texts;legal-overview`);
  const eula = page.locator('tr[data-outdated]').filter({ hasText: 'End-User Licence Agreement' });
  await expect(eula).toHaveAttribute('data-outdated', 'de es it pt', { timeout: 30_000 });
  await expect(eula.locator('td[data-status="current"]')).toContainText(REVISED);
  await expect(eula.locator('td[data-status="outdated"]')).toHaveCount(4);
  // Live on the site with no build and no webhook: the lake's publish revalidated the legal pages.
  await expect
    .poll(async () => (await (await fetch(`${site.baseUrl}/fr/company/eula/`)).text()).includes(HEADING), {
      timeout: 10_000,
      message: '/fr/company/eula/ shows the revised heading',
    })
    .toBe(true);
  await watch.expectNoErrorOnScreen();
  expect(watch.problems()).toEqual([]);
});

/** The ISO date of the day after `isoDate`. */
function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** A PNG of `width` × `height` pixels in one colour, written by hand (no image library in the browser tests). */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3a)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an editor uploads a PNG into a French hero’s image field and publishes: the page shows it', async () => {
  // The studio, the upload and its processing, the publish, then a visitor's page and its image:
  // 90 s here with the machine shared and loaded; 240 s keeps it under half.
  test.setTimeout(240_000);
  const watch = watchStudio(page, site.baseUrl);
  const ID = 'landingPage-fr-docs-ab-15-10-24-00';
  const PATH = '/fr/docs/ab/15.10.24/00/';
  await page.goto(`${site.baseUrl}/studio/structure/landing-pages;docs;fr;${ID}`);
  await expect(page.getByTestId('field-path').locator('input')).toHaveValue('/docs/ab/15.10.24/00/', {
    timeout: 45_000,
  });

  // The hero's picture: "An image", then the file, through the image field's own file input.
  await page.getByRole('tab', { name: 'Page blocks' }).click();
  await page
    .getByTestId('field-sections')
    .getByRole('button', { name: /Hero ·/ })
    .click();
  await page.getByRole('radio', { name: 'An image (uploaded below)' }).check();
  // The image field's file input (its "Upload" button), which takes the formats the field accepts.
  const upload = page.locator('input[type="file"][accept="image/png,image/jpeg,image/webp"]');
  await expect(upload).toHaveCount(1, { timeout: 15_000 });
  await upload.setInputFiles({ name: 'hero-e2e.png', mimeType: 'image/png', buffer: png(48, 30) });

  // Stored as an image asset with its size, and referenced by the draft's hero.
  await expect
    .poll(
      () =>
        lakeQuery<Record<string, unknown> | null>(
          site.baseUrl,
          '*[_id == $id][0].sections[_key == "hero"][0]{visual, "asset": image.asset->{_type, mimeType, originalFilename, "dimensions": metadata.dimensions{width, height, aspectRatio}}}',
          { id: `drafts.${ID}` },
        ),
      { timeout: 30_000, message: 'the draft’s hero holds the uploaded image' },
    )
    .toEqual({
      visual: 'image',
      asset: {
        _type: 'sanity.imageAsset',
        mimeType: 'image/png',
        originalFilename: 'hero-e2e.png',
        dimensions: { width: 48, height: 30, aspectRatio: 1.6 },
      },
    });
  await page.keyboard.press('Escape');

  const publish = page.getByTestId('action-publish');
  await expect(async () => {
    if (await publish.isEnabled()) await publish.click();
    expect(await lakeQuery<number>(site.baseUrl, 'count(*[_id == $id])', { id: `drafts.${ID}` })).toBe(0);
  }).toPass({ timeout: 45_000, intervals: [3_000, 5_000] });

  // The page shows it: the hero's <img> loads the uploaded file from this site.
  const visitor = await page.context().browser()!.newContext();
  try {
    const view = await visitor.newPage();
    await expect(async () => {
      expect((await view.goto(`${site.baseUrl}${PATH}`))?.status()).toBe(200);
      await expect(view.locator('.hero img[src*="/embedded/content-lake/images/"]')).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    const image = view.locator('.hero img[src*="/embedded/content-lake/images/"]');
    await expect(image).toHaveAttribute('width', '48');
    const src = await image.getAttribute('src');
    const answer = await view.request.get(new URL(src!, site.baseUrl).toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('image/png');
    // Loaded by the browser too, at its own size.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
  } finally {
    await visitor.close();
  }
  await watch.expectNoErrorOnScreen();
  expect(watch.problems()).toEqual([]);
});
