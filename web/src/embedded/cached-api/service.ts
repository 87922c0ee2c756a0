import { HttpError, createRouter, json } from '../http';
import { LANGUAGES, loadCatalogue, type Language } from './catalogue';
import { createSearchIndex } from './search-index';
import { THUMB_WIDTHS, thumbnailPng, type ThumbWidth } from './thumbs';

export interface CachedApiOptions {
  /** The bundled catalogue (templates.ndjson beside this file). */
  cataloguePath: string;
  /** The service's public base path or URL, ending in '/': thumbnails are addressed under it. */
  publicBase: string;
}

/** Stands in for the cached search API: template search, the top-50 list and thumbnails. */
export function createCachedApi(options: CachedApiOptions) {
  const index = createSearchIndex(loadCatalogue(options.cataloguePath), options.publicBase);

  const handler = createRouter([
    [
      'GET',
      'search/:query',
      (request, { query }) => {
        const url = new URL(request.url);
        const language = languageParam(url);
        const batch = intParam(url, 'batch', 12, 1, 100);
        const page = intParam(url, 'page', 0, 0, 1000);
        if (query!.length > 200) throw new HttpError(400, 'the query is longer than 200 characters');
        return json(index.search(query!, language, batch, page), 200, { 'cache-control': 'public, max-age=300' });
      },
    ],
    [
      'GET',
      'top50',
      (request) => {
        const url = new URL(request.url);
        const language = languageParam(url);
        const maximum = intParam(url, 'maximum', 50, 1, 50);
        const batch = intParam(url, 'batch', 50, 1, 50);
        return json({ documents: index.top(language, Math.min(maximum, batch)) }, 200, {
          'cache-control': 'public, max-age=300',
        });
      },
    ],
    [
      'GET',
      'imgs/:size/:file',
      async (_request, { size, file }) => {
        const width = Number(/^(\d+)px$/.exec(size!)?.[1]);
        if (!(THUMB_WIDTHS as readonly number[]).includes(width)) {
          throw new HttpError(404, `thumbnails come in ${THUMB_WIDTHS.join(' and ')} pixels`);
        }
        const id = Number(/^(\d{1,9})\.png$/.exec(file!)?.[1]);
        const template = Number.isInteger(id) ? index.get(id) : undefined;
        if (!template) throw new HttpError(404, 'no such template');
        const png = await thumbnailPng(template, width as ThumbWidth);
        return new Response(new Uint8Array(png), {
          headers: {
            'content-type': 'image/png',
            'content-length': String(png.byteLength),
            'cache-control': 'public, max-age=31536000, immutable',
          },
        });
      },
    ],
  ]);

  return { handler, index, close: () => index.close() };
}

export type CachedApi = ReturnType<typeof createCachedApi>;

function languageParam(url: URL): Language {
  const value = url.searchParams.get('language') ?? 'en';
  if (!(LANGUAGES as readonly string[]).includes(value)) {
    throw new HttpError(400, `language must be one of ${LANGUAGES.join(', ')}`);
  }
  return value as Language;
}

function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  if (!/^\d{1,6}$/.test(raw)) throw new HttpError(400, `${name} must be a whole number`);
  const value = Number(raw);
  if (value < min || value > max) throw new HttpError(400, `${name} must be between ${min} and ${max}`);
  return value;
}
