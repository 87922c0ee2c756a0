import { describe, expect, it } from 'vitest';
import { conforms } from './openapi';
import { postJson } from './harness';
import { harnessForFile } from './harness-for-file';

const harness = harnessForFile(process.env);
const base = () => harness.base('support');
const contact = (body: unknown) => postJson(`${base()}contact/`, body);

const message = {
  name: 'Jeanne Tremblay',
  email: 'jeanne@example.com',
  subject: 'Facture',
  message: 'Bonjour,\nma dernière facture porte le mauvais nom.',
  language: 'fr',
  page: '/fr/company/contact/',
};

describe('POST support contact/', () => {
  it('files a message and answers 201 with its id', async () => {
    const response = await contact(message);
    expect(response.status).toBe(201);
    const { id } = (await conforms('/support/contact/', 'post', response)) as { id: string };
    if (harness.services) expect(harness.services.support().message(id)).toMatchObject(message);
  });

  it('answers 400 naming the field, and 413 for an oversized body', async () => {
    const bad = await contact({ ...message, email: 'nope' });
    expect(bad.status).toBe(400);
    expect(await conforms('/support/contact/', 'post', bad)).toEqual({
      error: 'email: must be a valid e-mail address',
    });
    const big = await contact({ ...message, message: 'x'.repeat(40_000) });
    expect(big.status).toBe(413);
    await conforms('/support/contact/', 'post', big);
  });
});
