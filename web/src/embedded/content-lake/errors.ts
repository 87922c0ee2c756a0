/**
 * Errors in the shapes Content Lake answers with. @sanity/client builds its error messages from
 * `error.description` (and, for mutations and actions, the items' descriptions), and the studio
 * reads `error.type` and the items' `error.type` to tell a conflict from a refusal.
 */

export class LakeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Record<string, unknown> } | Record<string, unknown>,
  ) {
    super(describe(body));
  }
}

function describe(body: Record<string, unknown>): string {
  const error = body.error;
  if (error && typeof error === 'object' && typeof (error as { description?: unknown }).description === 'string') {
    return (error as { description: string }).description;
  }
  return typeof body.message === 'string' ? body.message : 'content lake error';
}

/** A plain `{error: {description, type}}` refusal (bad request, unknown resource). */
export function lakeError(status: number, type: string, description: string, extra: Record<string, unknown> = {}) {
  return new LakeError(status, { error: { description, type, ...extra } });
}

/** One failed mutation of a transaction, by its position in the request. */
export interface ItemError {
  index: number;
  type: string;
  description: string;
  [field: string]: unknown;
}

/**
 * A refused transaction: nothing of it was applied. Conflicts (a revision or an existence
 * precondition) answer 409, anything else 400.
 */
export function mutationError(kind: 'mutationError' | 'actionError', items: ItemError[], status?: number): LakeError {
  const first = items[0];
  const prefix = kind === 'mutationError' ? 'The mutation(s) failed' : 'The action(s) failed';
  const description = first ? `${prefix}: ${first.description}` : prefix;
  const answer = status ?? (items.some((item) => CONFLICTS.has(item.type)) ? 409 : 400);
  return new LakeError(answer, {
    error: {
      description,
      items: items.map(({ index, ...error }) => ({ error, index })),
      type: kind,
    },
  });
}

const CONFLICTS = new Set(['documentRevisionIDDoesNotMatchError', 'documentAlreadyExistsError']);

/** A mutation or action that cannot be carried out, thrown while a transaction is planned. */
export class ItemFailure extends Error {
  constructor(
    readonly type: string,
    readonly description: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(description);
  }
}
