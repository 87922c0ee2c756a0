import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from './http';
import { searchTemplates, topTemplates } from './search';

const doc = (id: number) => ({
  id,
  label: `Template ${id}`,
  url: `template-${id}-D${id}`,
  thumb: `imgs/250px/${id}.png`,
  search: `/search/?t=template-${id}`,
});

let server: Server;
let base: string;
const seen: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push(req.url ?? '');
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/api/top50/'))
      res.end(JSON.stringify({ documents: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map(doc) }));
    else if (req.url?.startsWith('/api/search/')) res.end(JSON.stringify({ total: 31, documents: [doc(99)] }));
    else res.end(JSON.stringify({ total: 'x' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('cached API client (signup §7)', () => {
  it('asks the top-50 list in English, 50 at most, and uses the first 12 with the third first', async () => {
    const documents = await topTemplates(createHttpClient(base));
    expect(seen.at(-1)).toBe('/api/top50/?language=en&maximum=50&batch=50');
    expect(documents.map((d) => d.id)).toEqual([3, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('searches in the page language, batch 12, page 0', async () => {
    const answer = await searchTemplates(createHttpClient(base), 'plan de négocios', 'es');
    expect(seen.at(-1)).toBe('/api/search/plan%20de%20n%C3%A9gocios/?language=es&batch=12&page=0');
    expect(answer.total).toBe(31);
    expect(answer.documents[0]!.url).toBe('template-99-D99');
  });
});
