import { draftIdOf, isDraftId, isVersionId, publishedIdOf, releaseOf } from './ids';
import type { GroupRevision } from './store';

/**
 * The document events the studio's history shows (`data/history/<dataset>/events/documents/<id>`):
 * what happened to a document group (the published document, its draft and its release
 * versions), read from the transaction log. Per transaction, in the terms of Content Lake's
 * events:
 *
 * - a draft or version that appears: `createDocumentVersion`;
 * - the published document written while a draft or version of it disappears in the same
 *   transaction: `publishDocumentVersion` of that version (`document.publish`, or `release.publish`
 *   for a release version); written without one (a seeded or imported document, a script's
 *   mutation): `publishDocumentVersion` of its draft, as a publish without a version's revision;
 * - a draft or version that disappears otherwise: `deleteDocumentVersion`;
 * - the published document removed while its draft appears: `unpublishDocument`; removed with
 *   nothing of the group left: `deleteDocumentGroup`.
 *
 * Newest first; `limit` events per page, `nextCursor` the position of the next page ('' at the end).
 * The edits between these events the studio reads from the transactions itself.
 */

export interface DocumentEvent {
  id: string;
  type: string;
  timestamp: string;
  author: string;
  documentId: string;
  [field: string]: unknown;
}

export function documentEvents(revisions: GroupRevision[], publishedId: string): DocumentEvent[] {
  const bySeq = new Map<number, GroupRevision[]>();
  for (const revision of revisions) {
    const list = bySeq.get(revision.seq) ?? [];
    list.push(revision);
    bySeq.set(revision.seq, list);
  }
  const events: DocumentEvent[] = [];
  const existing = new Set<string>();
  for (const [, rows] of [...bySeq].sort(([a], [b]) => a - b)) {
    const { transactionId, timestamp, author } = rows[0]!;
    const base = { timestamp, author, documentId: publishedId };
    const published = rows.find((row) => row.documentId === publishedId);
    const versions = rows.filter((row) => row.documentId !== publishedId);
    const gone = versions.filter((row) => !row.exists && row.previousRev !== null);
    const appeared = versions.filter((row) => row.exists && row.previousRev === null);
    const releaseFields = (id: string) => (isVersionId(id) ? { releaseId: releaseOf(id) } : {});
    let publishedFrom: GroupRevision | undefined;
    if (published?.exists) {
      publishedFrom = gone[0];
      const versionId = publishedFrom?.documentId ?? draftIdOf(publishedId);
      events.push({
        ...base,
        id: `${transactionId}#publish`,
        type: 'publishDocumentVersion',
        revisionId: transactionId,
        versionId,
        ...(publishedFrom ? { versionRevisionId: publishedFrom.previousRev } : {}),
        ...releaseFields(versionId),
        publishCause: publishedFrom && isVersionId(publishedFrom.documentId) ? 'release.publish' : 'document.publish',
      });
    }
    for (const row of appeared) {
      if (published && !published.exists && isDraftId(row.documentId)) {
        events.push({
          ...base,
          id: `${transactionId}#unpublish`,
          type: 'unpublishDocument',
          versionId: row.documentId,
          versionRevisionId: transactionId,
        });
        continue;
      }
      events.push({
        ...base,
        id: `${transactionId}#create:${row.documentId}`,
        type: 'createDocumentVersion',
        versionId: row.documentId,
        versionRevisionId: transactionId,
        ...releaseFields(row.documentId),
      });
    }
    for (const row of rows) {
      if (row.exists) existing.add(row.documentId);
      else existing.delete(row.documentId);
    }
    if (published && !published.exists && published.previousRev !== null && existing.size === 0) {
      events.push({ ...base, id: `${transactionId}#delete-group`, type: 'deleteDocumentGroup' });
      continue;
    }
    for (const row of gone) {
      if (row === publishedFrom) continue;
      events.push({
        ...base,
        id: `${transactionId}#delete:${row.documentId}`,
        type: 'deleteDocumentVersion',
        versionId: row.documentId,
        versionRevisionId: row.previousRev,
        ...releaseFields(row.documentId),
      });
    }
  }
  return events.reverse();
}

/** One page of the events of the document `id` (any member of its group). */
export function eventsPage(
  revisions: GroupRevision[],
  id: string,
  { limit, cursor }: { limit: number; cursor: string | null },
): { events: Record<string, DocumentEvent[]>; nextCursor: string } {
  const all = documentEvents(revisions, publishedIdOf(id));
  const start = cursor && /^\d+$/.test(cursor) ? Number(cursor) : 0;
  const page = all.slice(start, start + limit);
  const next = start + page.length;
  return { events: { [id]: page }, nextCursor: next < all.length ? String(next) : '' };
}
