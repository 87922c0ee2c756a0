import { expect } from '@playwright/test';

/**
 * Publishing through a server's local Content Lake as the studio does (web/src/embedded/content-lake):
 * the document is written as a draft with the Mutations API, then published with the Actions API
 * (`sanity.action.document.publish`). Nothing else is called: the lake's own commit revalidates
 * the pages that show the document, with no webhook.
 */

/** The lake's versioned API on a server, as the studio calls it. */
const API = '/embedded/content-lake/v2025-02-19';

export type LakeDocument = { _id: string; _type: string } & Record<string, unknown>;

async function post(baseUrl: string, path: string, body: unknown): Promise<void> {
  const response = await fetch(new URL(`${API}${path}`, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${path}: ${await response.clone().text()}`).toBe(200);
}

/** The published document `id` as the lake holds it now. */
export async function publishedDocument(baseUrl: string, id: string): Promise<LakeDocument> {
  const response = await fetch(new URL(`${API}/data/doc/production/${encodeURIComponent(id)}`, baseUrl));
  expect(response.status).toBe(200);
  const { documents } = (await response.json()) as { documents: LakeDocument[] };
  expect(documents, `${id} in the lake`).toHaveLength(1);
  return documents[0]!;
}

/** Writes `document` as the draft of its id (an editor's unpublished change). */
export async function saveDraft(baseUrl: string, document: LakeDocument): Promise<void> {
  const { _rev: _omitRev, _createdAt: _omitCreated, _updatedAt: _omitUpdated, ...content } = document;
  await post(baseUrl, '/data/mutate/production', {
    mutations: [{ createOrReplace: { ...content, _id: `drafts.${document._id}` } }],
  });
}

/** Publishes the draft of the document `id`. */
export async function publishDraft(baseUrl: string, id: string): Promise<void> {
  await post(baseUrl, '/data/actions/production', {
    actions: [{ actionType: 'sanity.action.document.publish', publishedId: id, draftId: `drafts.${id}` }],
  });
}

/** Writes `document` as the draft of its id and publishes it: created if new, replaced if not. */
export async function publishDocument(baseUrl: string, document: LakeDocument): Promise<void> {
  await saveDraft(baseUrl, document);
  await publishDraft(baseUrl, document._id);
}

/** Changes the published document `id` with `change` and publishes the result. */
export async function publishChange(
  baseUrl: string,
  id: string,
  change: (document: LakeDocument) => void,
): Promise<LakeDocument> {
  const document = await publishedDocument(baseUrl, id);
  change(document);
  await publishDocument(baseUrl, document);
  return document;
}

/** Sets the headline of a document's hero block (a landing page, a home page). */
export function setHeroHeadline(document: LakeDocument, headline: string): void {
  const hero = (document.sections as Array<{ _type: string; headline?: string }> | undefined)?.find(
    (section) => section._type === 'hero',
  );
  expect(hero, `${document._id} opens with a hero`).toBeTruthy();
  hero!.headline = headline;
}
