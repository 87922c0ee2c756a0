import { ItemFailure, lakeError, mutationError } from './errors';
import { draftIdOf, isDraftId, isVersionId, publishedIdOf, VALID_ID } from './ids';
import { applyPatchOperations, splitPatch, validatePatch, type LakeDocument } from './patch';
import { applyReleaseAction, isReleaseAction, type ReleaseHistory } from './releases';
import type { Staging } from './store';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function idField(action: Record<string, unknown>, field: string): string {
  const id = action[field];
  if (typeof id !== 'string' || !VALID_ID.test(id)) {
    throw new ItemFailure('validationError', `"${field}" must be a valid document ID (got ${JSON.stringify(id)})`);
  }
  return id;
}

/** A draft or release version id belonging to `publishedId`. */
function versionField(action: Record<string, unknown>, field: string, publishedId?: string): string {
  const id = idField(action, field);
  if (!isDraftId(id) && !isVersionId(id)) {
    throw new ItemFailure(
      'validationError',
      `"${field}" must start with "drafts." or "versions.<release>." (got "${id}")`,
    );
  }
  if (publishedId !== undefined && publishedIdOf(id) !== publishedId) {
    throw new ItemFailure('validationError', `"${field}" ("${id}") is not a version of "${publishedId}"`);
  }
  return id;
}

function publishedField(action: Record<string, unknown>): string {
  const id = idField(action, 'publishedId');
  if (id !== publishedIdOf(id))
    throw new ItemFailure('validationError', `"publishedId" must not be a draft or version ID`);
  return id;
}

function content(doc: LakeDocument): LakeDocument {
  const { _rev: _r, _updatedAt: _u, _createdAt: _c, ...rest } = doc;
  return rest as LakeDocument;
}

function replaceWith(staging: Staging, id: string, doc: LakeDocument) {
  const { _rev: _omit, ...record } = { ...doc, _id: id };
  staging.put(id, { ...doc, _id: id }, { createOrReplace: record });
}

function remove(staging: Staging, id: string) {
  if (staging.get(id)) staging.put(id, null, { delete: { id } });
}

/** The document `id` holds, or the action fails as not found (409) with `description`. */
function existing(staging: Staging, id: string, description: string): LakeDocument {
  const doc = staging.get(id);
  if (!doc) throw new ItemFailure('documentNotFoundError', description, { id });
  return doc;
}

function checkRevision(doc: LakeDocument | null, expected: unknown, what: string) {
  if (expected === undefined || expected === null) return;
  if (doc?._rev !== expected) {
    throw new ItemFailure(
      'documentRevisionIDDoesNotMatchError',
      `The ${what} document has revision "${doc?._rev ?? 'none'}", expected "${String(expected)}"`,
      { currentRevisionID: doc?._rev, expectedRevisionID: expected },
    );
  }
}

/**
 * The document actions the studio sends (Actions API, `sanity.action.document.*`), each carried
 * out as the mutations it stands for, all in one transaction; release actions are in releases.ts.
 */
function applyAction(staging: Staging, action: Record<string, unknown>, history?: ReleaseHistory) {
  const type = action.actionType;
  if (isReleaseAction(type)) return applyReleaseAction(staging, action, history);
  switch (type) {
    case 'sanity.action.document.create': {
      const publishedId = publishedField(action);
      if (!isRecord(action.attributes) || typeof action.attributes._type !== 'string') {
        throw new ItemFailure('validationError', '"attributes" must be a document with a "_type"');
      }
      const versionId = versionField(action.attributes, '_id', publishedId);
      if (staging.get(versionId)) {
        if (action.ifExists === 'ignore') return;
        throw new ItemFailure('documentAlreadyExistsError', `Document "${versionId}" already exists`, {
          id: versionId,
        });
      }
      if (isDraftId(versionId) && staging.get(publishedId)) {
        throw new ItemFailure('documentAlreadyExistsError', `Published document "${publishedId}" already exists`, {
          id: publishedId,
        });
      }
      const doc = content(action.attributes as LakeDocument);
      staging.put(
        versionId,
        { ...doc, _id: versionId },
        { create: { ...doc, _id: versionId, _createdAt: staging.timestamp } },
      );
      return;
    }
    case 'sanity.action.document.replaceDraft':
    case 'sanity.action.document.version.replace': {
      const attributes = (
        type === 'sanity.action.document.replaceDraft' ? action.attributes : action.document
      ) as unknown;
      if (!isRecord(attributes) || typeof attributes._type !== 'string') {
        throw new ItemFailure('validationError', 'the document must have a "_type"');
      }
      const versionId = versionField(attributes, '_id');
      if (type === 'sanity.action.document.version.replace') {
        existing(staging, versionId, `Document "${versionId}" does not exist`);
      }
      replaceWith(staging, versionId, content(attributes as LakeDocument));
      return;
    }
    case 'sanity.action.document.edit': {
      const publishedId = publishedField(action);
      const draftId = versionField(action, 'draftId', publishedId);
      if (!isRecord(action.patch)) throw new ItemFailure('validationError', '"patch" must be an object');
      const patch = validatePatch(action.patch);
      let base = staging.get(draftId);
      const mutations: Record<string, unknown>[] = [];
      if (!base) {
        // Editing a published document starts its draft from the published content.
        const published = staging.get(publishedId);
        if (!published) {
          throw new ItemFailure('documentNotFoundError', `Neither "${draftId}" nor "${publishedId}" exists`, {
            id: draftId,
          });
        }
        base = { ...content(published), _id: draftId };
        mutations.push({ createIfNotExists: { ...base, _createdAt: staging.timestamp } });
        base = { ...base, _createdAt: staging.timestamp };
      }
      checkRevision(base, patch.ifRevisionID, 'draft');
      const { ifRevisionID: _omit, ...ops } = patch;
      const next = applyPatchOperations(base, ops);
      staging.put(draftId, next, [...mutations, ...splitPatch(draftId, ops)]);
      return;
    }
    case 'sanity.action.document.publish': {
      const publishedId = publishedField(action);
      const draftId = versionField(action, 'draftId', publishedId);
      const draft = existing(staging, draftId, `There is no "${draftId}" to publish`);
      checkRevision(draft, action.ifDraftRevisionId, 'draft');
      const published = staging.get(publishedId);
      if (action.ifPublishedRevisionId !== undefined && action.ifPublishedRevisionId !== null) {
        checkRevision(published, action.ifPublishedRevisionId, 'published');
      }
      const { _system: _s, _originalId: _o, ...rest } = content(draft) as LakeDocument & { _system?: unknown };
      replaceWith(staging, publishedId, {
        ...(rest as LakeDocument),
        _createdAt: published?._createdAt ?? draft._createdAt,
      });
      remove(staging, draftId);
      return;
    }
    case 'sanity.action.document.unpublish': {
      const publishedId = publishedField(action);
      const draftId = versionField(action, 'draftId', publishedId);
      const published = existing(staging, publishedId, `"${publishedId}" is not published`);
      if (!staging.get(draftId))
        replaceWith(staging, draftId, { ...content(published), _createdAt: published._createdAt });
      remove(staging, publishedId);
      return;
    }
    case 'sanity.action.document.delete': {
      const publishedId = publishedField(action);
      const include = Array.isArray(action.includeDrafts)
        ? action.includeDrafts.filter((id) => typeof id === 'string')
        : [];
      for (const id of include) {
        if (publishedIdOf(id as string) !== publishedId) {
          throw new ItemFailure('validationError', `"${String(id)}" is not a draft of "${publishedId}"`);
        }
      }
      const draftId = draftIdOf(publishedId);
      if (staging.get(draftId) && !include.includes(draftId)) {
        throw new ItemFailure('validationError', `The draft "${draftId}" exists and must be listed in "includeDrafts"`);
      }
      if (!staging.get(publishedId) && !include.some((id) => staging.get(id as string))) {
        throw new ItemFailure('documentNotFoundError', `"${publishedId}" does not exist`, { id: publishedId });
      }
      for (const id of include) remove(staging, id as string);
      remove(staging, publishedId);
      return;
    }
    case 'sanity.action.document.discard':
    case 'sanity.action.document.version.discard': {
      const versionId = versionField(action, type === 'sanity.action.document.discard' ? 'draftId' : 'versionId');
      existing(staging, versionId, `"${versionId}" does not exist`);
      remove(staging, versionId);
      return;
    }
    case 'sanity.action.document.version.create': {
      const publishedId = publishedField(action);
      let doc: LakeDocument;
      let versionId: string;
      if (isRecord(action.document)) {
        versionId = versionField(action.document, '_id', publishedId);
        doc = content(action.document as LakeDocument);
      } else {
        versionId = versionField(action, 'versionId', publishedId);
        const base = staging.get(idField(action, 'baseId'));
        if (!base) throw new ItemFailure('documentNotFoundError', `The base document does not exist`);
        checkRevision(base, action.ifBaseRevisionId, 'base');
        doc = content(base);
      }
      if (staging.get(versionId)) {
        throw new ItemFailure('documentAlreadyExistsError', `Document "${versionId}" already exists`, {
          id: versionId,
        });
      }
      staging.put(
        versionId,
        { ...doc, _id: versionId },
        { create: { ...doc, _id: versionId, _createdAt: staging.timestamp } },
      );
      return;
    }
    case 'sanity.action.document.version.unpublish': {
      const publishedId = publishedField(action);
      const versionId = versionField(action, 'versionId', publishedId);
      if (!isVersionId(versionId)) throw new ItemFailure('validationError', '"versionId" must be a release version');
      const version = existing(staging, versionId, `"${versionId}" does not exist`);
      const system = isRecord(version._system) ? version._system : {};
      const next = { ...version, _system: { ...system, delete: true } };
      staging.put(versionId, next, splitPatch(versionId, { set: { '_system.delete': true } }));
      return;
    }
    default:
      throw new ItemFailure('validationError', `Unsupported action type ${JSON.stringify(type)}`);
  }
}

/** Plans the actions of one POST data/actions as one transaction; any failure refuses them all. */
export function planActions(staging: Staging, actions: unknown[], history?: ReleaseHistory) {
  actions.forEach((action, index) => {
    try {
      if (!isRecord(action)) throw new ItemFailure('validationError', 'An action must be an object');
      applyAction(staging, action, history);
    } catch (error) {
      if (error instanceof ItemFailure) {
        throw mutationError(
          'actionError',
          [{ index, type: error.type, description: error.description, ...error.fields }],
          error.type === 'documentNotFoundError' ? 409 : undefined,
        );
      }
      throw error;
    }
  });
}

export function readActionsBody(body: unknown): { actions: unknown[]; transactionId?: string; dryRun: boolean } {
  if (!isRecord(body) || body.actions === undefined) {
    throw lakeError(400, 'invalidRequestError', 'The request body must be an object with "actions"');
  }
  const actions = Array.isArray(body.actions) ? body.actions : [body.actions];
  if (actions.length === 0) throw lakeError(400, 'invalidRequestError', 'No actions provided');
  if (body.transactionId !== undefined && typeof body.transactionId !== 'string') {
    throw lakeError(400, 'invalidRequestError', '"transactionId" must be a string');
  }
  return { actions, transactionId: body.transactionId as string | undefined, dryRun: body.dryRun === true };
}
