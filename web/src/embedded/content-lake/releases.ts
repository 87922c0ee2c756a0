import { ItemFailure } from './errors';
import { isVersionId, publishedIdOf, releaseOf, VERSIONS_PREFIX } from './ids';
import { applyPatchOperations, splitPatch, validatePatch, type LakeDocument } from './patch';
import type { Staging } from './store';

/**
 * Content releases (Actions API, `sanity.action.release.*`). A release is the system document
 * `_.releases.<releaseId>` (type `system.release`) naming a set of document versions
 * (`versions.<releaseId>.<id>`). Its `state` moves as Content Lake moves it:
 *
 * - create: a new release, `active`, with the given metadata;
 * - edit: a patch of the release document (its metadata), while it is active or scheduled;
 * - schedule / unschedule: `scheduled` with its `publishAt`, and back to `active`; a scheduled
 *   release is published once its time has come (publishDueReleases, run before each request);
 * - publish: each version becomes its published document (a version marked for unpublishing
 *   deletes it) and leaves the release; the release is `published`, with `publishedAt` and its
 *   `finalDocumentStates`;
 * - archive: the versions leave the dataset (their history stays) and the release is `archived`,
 *   its `finalDocumentStates` naming them; unarchive brings them back from their last revision;
 * - delete: an archived or published release document is removed.
 */

export const RELEASE_PREFIX = '_.releases.';
export const RELEASE_TYPE = 'system.release';
const RELEASE_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const releaseDocumentId = (releaseId: string) => `${RELEASE_PREFIX}${releaseId}`;

/** What a release action may need beyond the staged documents: a deleted document's last revision. */
export interface ReleaseHistory {
  lastRevision(id: string): LakeDocument | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function content(doc: LakeDocument): LakeDocument {
  const { _rev: _r, _updatedAt: _u, ...rest } = doc;
  return rest as LakeDocument;
}

function releaseIdOf(action: Record<string, unknown>): string {
  const id = action.releaseId;
  if (typeof id !== 'string' || !RELEASE_ID.test(id)) {
    throw new ItemFailure('validationError', `"releaseId" must be a release ID (got ${JSON.stringify(id)})`);
  }
  return id;
}

function existing(staging: Staging, releaseId: string): LakeDocument {
  const release = staging.get(releaseDocumentId(releaseId));
  if (!release) {
    throw new ItemFailure('documentNotFoundError', `Release "${releaseId}" does not exist`, {
      id: releaseDocumentId(releaseId),
    });
  }
  return release;
}

function requireState(release: LakeDocument, states: string[], doing: string) {
  if (!states.includes(release.state as string)) {
    throw new ItemFailure(
      'validationError',
      `Release "${String(release.name)}" is ${String(release.state)}: it cannot be ${doing} (it must be ${states.join(' or ')})`,
    );
  }
}

function write(staging: Staging, release: LakeDocument, changes: Record<string, unknown>, unset: string[] = []) {
  const next: LakeDocument = { ...content(release), ...changes };
  for (const field of unset) delete next[field];
  const { _createdAt: _c, ...record } = next;
  staging.put(release._id, next, { createOrReplace: record });
}

/** The versions in a release, as staged now. */
function versionsIn(staging: Staging, releaseId: string): LakeDocument[] {
  return staging.all().filter((doc) => isVersionId(doc._id) && releaseOf(doc._id) === releaseId);
}

function remove(staging: Staging, id: string) {
  if (staging.get(id)) staging.put(id, null, { delete: { id } });
}

/** Publishes a release's versions and marks it published. */
export function publishRelease(staging: Staging, release: LakeDocument) {
  const releaseId = release.name as string;
  const finalDocumentStates: Array<{ id: string }> = [];
  for (const version of versionsIn(staging, releaseId)) {
    const publishedId = publishedIdOf(version._id);
    const system = isRecord(version._system) ? version._system : {};
    if (system.delete === true) {
      remove(staging, publishedId);
    } else {
      const published = staging.get(publishedId);
      const { _system: _s, _originalId: _o, ...rest } = content(version);
      const doc = {
        ...rest,
        _id: publishedId,
        _createdAt: published?._createdAt ?? version._createdAt,
      } as LakeDocument;
      const { _createdAt: _c, ...record } = doc;
      staging.put(publishedId, doc, { createOrReplace: record });
    }
    remove(staging, version._id);
    finalDocumentStates.push({ id: publishedId });
  }
  write(staging, release, { state: 'published', publishedAt: staging.timestamp, finalDocumentStates }, ['publishAt']);
}

export function isReleaseAction(type: unknown): boolean {
  return typeof type === 'string' && type.startsWith('sanity.action.release.');
}

export function applyReleaseAction(staging: Staging, action: Record<string, unknown>, history?: ReleaseHistory) {
  const type = action.actionType as string;
  const releaseId = releaseIdOf(action);
  switch (type) {
    case 'sanity.action.release.create': {
      const id = releaseDocumentId(releaseId);
      if (staging.get(id)) {
        throw new ItemFailure('documentAlreadyExistsError', `Release "${releaseId}" already exists`, { id });
      }
      const metadata = isRecord(action.metadata) ? action.metadata : {};
      const release = { _id: id, _type: RELEASE_TYPE, name: releaseId, state: 'active', metadata } as LakeDocument;
      staging.put(id, release, { create: release });
      return;
    }
    case 'sanity.action.release.edit': {
      const release = existing(staging, releaseId);
      requireState(release, ['active', 'scheduled'], 'edited');
      if (!isRecord(action.patch)) throw new ItemFailure('validationError', '"patch" must be an object');
      const patch = validatePatch(action.patch);
      const { ifRevisionID: _omit, ...ops } = patch;
      staging.put(release._id, applyPatchOperations(release, ops), splitPatch(release._id, ops));
      return;
    }
    case 'sanity.action.release.schedule': {
      const release = existing(staging, releaseId);
      requireState(release, ['active'], 'scheduled');
      const publishAt = action.publishAt;
      if (typeof publishAt !== 'string' || Number.isNaN(Date.parse(publishAt))) {
        throw new ItemFailure('validationError', '"publishAt" must be a date and time');
      }
      write(staging, release, { state: 'scheduled', publishAt: new Date(publishAt).toISOString() });
      return;
    }
    case 'sanity.action.release.unschedule': {
      const release = existing(staging, releaseId);
      requireState(release, ['scheduled'], 'unscheduled');
      write(staging, release, { state: 'active' }, ['publishAt']);
      return;
    }
    case 'sanity.action.release.publish': {
      const release = existing(staging, releaseId);
      requireState(release, ['active', 'scheduled'], 'published');
      publishRelease(staging, release);
      return;
    }
    case 'sanity.action.release.archive': {
      const release = existing(staging, releaseId);
      requireState(release, ['active'], 'archived');
      const versions = versionsIn(staging, releaseId);
      for (const version of versions) remove(staging, version._id);
      write(staging, release, { state: 'archived', finalDocumentStates: versions.map((doc) => ({ id: doc._id })) });
      return;
    }
    case 'sanity.action.release.unarchive': {
      const release = existing(staging, releaseId);
      requireState(release, ['archived'], 'unarchived');
      const states = Array.isArray(release.finalDocumentStates) ? release.finalDocumentStates : [];
      for (const state of states) {
        const id = isRecord(state) && typeof state.id === 'string' ? state.id : null;
        if (!id || !id.startsWith(`${VERSIONS_PREFIX}${releaseId}.`) || staging.get(id)) continue;
        const last = history?.lastRevision(id);
        if (!last) continue;
        const doc = content(last);
        staging.put(id, doc, { create: doc });
      }
      write(staging, release, { state: 'active' }, ['finalDocumentStates']);
      return;
    }
    case 'sanity.action.release.delete': {
      const release = existing(staging, releaseId);
      requireState(release, ['archived', 'published'], 'deleted');
      remove(staging, release._id);
      return;
    }
    default:
      throw new ItemFailure('validationError', `Unsupported action type ${JSON.stringify(type)}`);
  }
}

/** The scheduled releases whose time has come, as of `now`. */
export function dueReleases(documents: LakeDocument[], now: Date): LakeDocument[] {
  return documents.filter((doc) => isScheduledRelease(doc) && Date.parse(doc.publishAt as string) <= now.getTime());
}

/** Whether a document is a release scheduled to be published at its `publishAt`. */
export function isScheduledRelease(doc: LakeDocument): boolean {
  return doc._id.startsWith(RELEASE_PREFIX) && doc.state === 'scheduled' && typeof doc.publishAt === 'string';
}
