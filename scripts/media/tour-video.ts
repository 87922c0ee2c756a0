/**
 * Makes the product tour shown by the home pages' video block: web/public/assets/media/paperwise-tour.webm.
 * The scenes are drawn on a canvas by scripts/media/tour-scenes.ts, in Debian's Chromium driven by
 * Playwright; each frame is encoded with the browser's own VP9 encoder (WebCodecs) and put in a WebM
 * file by mediabunny, so nothing else (no ffmpeg) is needed. After writing the file, the script loads
 * it in a <video> element and fails unless it plays for the expected length.
 *
 *   npx tsx scripts/media/tour-video.ts                      encode the file, then check it
 *   npx tsx scripts/media/tour-video.ts --check [DIR]        check the file as it is; with DIR, save
 *                                                            frames taken from the <video> as PNGs there
 *   npx tsx scripts/media/tour-video.ts --stills DIR 3,9,18  draw single frames (seconds) as PNGs, no video
 *
 * The file lives under /assets/ because the site's proxy (web/src/proxy.ts) lets /assets/ through
 * untouched; any other unknown path, /media/ included, is answered with the 404 page.
 */
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import ts from 'typescript';
import { TOUR } from './tour-scenes';

const ROOT = join(import.meta.dirname, '..', '..');
const OUTPUT = join(ROOT, 'web', 'public', 'assets', 'media', 'paperwise-tour.webm');
/**
 * See record() in tour-scenes.ts. Chrome's VP9 encoder keeps text legible even at its coarsest
 * quantizer, so frames seen in passing use it; frames that stay on screen are refined to 50. One
 * key frame every 16 s (two in the file): each costs as much as a second of animation, and a
 * player seeks in a file this small quickly anyway.
 */
const QUANTIZERS = { motion: 63, still: 50, keyFrames: 16 };
const MAX_BYTES = 600 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const require = createRequire(import.meta.url);
const MEDIABUNNY = join(dirname(require.resolve('mediabunny')), 'mediabunny.min.mjs');
const INTER = join(ROOT, 'web', 'fonts', 'inter-latin-wght-normal.woff2');

const PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0">
<script type="module">
  import * as mb from '/mediabunny.mjs';
  import * as tour from '/tour-scenes.js';
  window.tour = { ...tour, mb };
</script>`;
const CHECK_PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;background:#000">
<video src="/tour.webm" muted preload="auto" width="${TOUR.width}" height="${TOUR.height}"></video>`;

function scenesModule(): string {
  const source = readFileSync(join(import.meta.dirname, 'tour-scenes.ts'), 'utf8');
  return ts.transpileModule(source, {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  }).outputText;
}

/** Serves the page, its modules, the font and the video (with byte ranges, as a site would). */
async function serve(): Promise<{ server: Server; base: string }> {
  const files: Record<string, () => [type: string, body: string | Buffer]> = {
    '/': () => ['text/html; charset=utf-8', PAGE],
    '/check': () => ['text/html; charset=utf-8', CHECK_PAGE],
    '/tour-scenes.js': () => ['text/javascript; charset=utf-8', scenesModule()],
    '/mediabunny.mjs': () => ['text/javascript; charset=utf-8', readFileSync(MEDIABUNNY)],
    '/inter.woff2': () => ['font/woff2', readFileSync(INTER)],
    '/tour.webm': () => ['video/webm', readFileSync(OUTPUT)],
  };
  const server = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const [type, body] = file();
    const bytes = typeof body === 'string' ? Buffer.from(body) : body;
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    if (range && (range[1] || range[2])) {
      const start = range[1] ? Number(range[1]) : bytes.length - Number(range[2]);
      const end = range[1] && range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
      response.writeHead(206, {
        'content-type': type,
        'content-range': `bytes ${start}-${end}/${bytes.length}`,
        'accept-ranges': 'bytes',
        'content-length': end - start + 1,
      });
      response.end(bytes.subarray(start, end + 1));
      return;
    }
    response.writeHead(200, { 'content-type': type, 'accept-ranges': 'bytes', 'content-length': bytes.length });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the page server has no port');
  return { server, base: `http://127.0.0.1:${address.port}` };
}

async function withBrowser<T>(work: (page: Page, base: string) => Promise<T>): Promise<T> {
  const { server, base } = await serve();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--no-first-run'] });
  try {
    const page = await browser.newPage({ viewport: { width: TOUR.width, height: TOUR.height } });
    page.on('pageerror', (error) => console.error(`[page] ${error.message}`));
    return await work(page, base);
  } finally {
    await browser.close();
    server.close();
  }
}

async function openTourPage(page: Page, base: string) {
  await page.goto(`${base}/`);
  await page.waitForFunction('window.tour !== undefined');
}

async function encode() {
  const started = Date.now();
  const base64 = await withBrowser(async (page, base) => {
    await openTourPage(page, base);
    return (await page.evaluate(
      `window.tour.record(window.tour.mb, '/inter.woff2', ${JSON.stringify(QUANTIZERS)})`,
    )) as string;
  });
  mkdirSync(dirname(OUTPUT), { recursive: true });
  writeFileSync(OUTPUT, Buffer.from(base64, 'base64'));
  console.log(`wrote ${OUTPUT} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function saveStills(dir: string, times: number[]) {
  const urls = await withBrowser(async (page, base) => {
    await openTourPage(page, base);
    return (await page.evaluate(`window.tour.stills(${JSON.stringify(times)}, '/inter.woff2')`)) as string[];
  });
  mkdirSync(dir, { recursive: true });
  urls.forEach((url, i) => {
    const file = join(dir, `still-${String(times[i]).replace('.', '_')}s.png`);
    writeFileSync(file, Buffer.from(url.split(',')[1]!, 'base64'));
    console.log(`wrote ${file}`);
  });
}

/** Loads the file in a <video>: it must play, last the tour's length and be small enough for the site. */
async function checkFile(shotsDir?: string) {
  if (!existsSync(OUTPUT)) throw new Error(`${OUTPUT} does not exist: run the script without --check first`);
  const size = statSync(OUTPUT).size;
  const info = await withBrowser(async (page, base) => {
    await page.goto(`${base}/check`);
    await page.waitForFunction('document.querySelector("video").readyState >= 2', undefined, { timeout: 15_000 });
    const video = page.locator('video');
    const meta = await video.evaluate((v: HTMLVideoElement) => ({
      duration: v.duration,
      width: v.videoWidth,
      height: v.videoHeight,
      seekable: v.seekable.length ? v.seekable.end(0) : 0,
    }));
    if (shotsDir) mkdirSync(shotsDir, { recursive: true });
    for (const t of [3, 6.5, 10.5, 14, 18.5, 20.8, 24.5, 26.5, 30.5]) {
      await video.evaluate(
        (v: HTMLVideoElement, at: number) =>
          new Promise<void>((resolve) => {
            v.addEventListener('seeked', () => resolve(), { once: true });
            v.currentTime = at;
          }),
        t,
      );
      await page.waitForFunction('document.querySelector("video").readyState >= 2');
      if (shotsDir) await video.screenshot({ path: join(shotsDir, `frame-${String(t).replace('.', '_')}s.png`) });
    }
    // A few seconds of real playback: the decoder must move on by itself.
    const played = await video.evaluate(async (v: HTMLVideoElement) => {
      v.currentTime = 1;
      await v.play();
      await new Promise((r) => setTimeout(r, 1500));
      v.pause();
      return v.currentTime;
    });
    return { ...meta, played };
  });
  console.log(
    `${OUTPUT}: ${(size / 1024).toFixed(0)} kB, ${info.width}×${info.height}, ${info.duration.toFixed(2)} s ` +
      `(seekable to ${info.seekable.toFixed(2)} s), played to ${info.played.toFixed(2)} s`,
  );
  const problems = [
    size > MAX_BYTES && `the file is ${size} bytes, more than ${MAX_BYTES}`,
    !(Math.abs(info.duration - TOUR.seconds) < 0.5) && `its duration is ${info.duration}, not ${TOUR.seconds} s`,
    (info.width !== TOUR.width || info.height !== TOUR.height) && `its frames are ${info.width}×${info.height}`,
    !(info.played > 1.5) && `playback did not advance (at ${info.played} s after 1.5 s from 1 s)`,
  ].filter(Boolean);
  if (problems.length) throw new Error(problems.join('; '));
}

const [command, dir, list] = process.argv.slice(2);
if (command === '--stills') {
  if (!dir || !list) throw new Error('usage: --stills DIR 3,9,18');
  await saveStills(dir, list.split(',').map(Number));
} else if (command === '--check') {
  await checkFile(dir);
} else if (command === undefined) {
  await encode();
  await checkFile();
} else {
  throw new Error(`unknown argument ${command}: see the header of scripts/media/tour-video.ts`);
}
