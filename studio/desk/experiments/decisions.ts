/**
 * What the Start, Stop and "Ship as winner" buttons of an experiment write, and when each may be
 * pressed. Pure: the Results tab applies the patch to the document and publishes it.
 */

export interface ExperimentState {
  status?: string;
  startedAt?: string;
  stoppedAt?: string;
  winner?: { _ref?: string } | null;
  variants?: Array<{ _key?: string; page?: { _ref?: string } | null; weight?: number }>;
}

/** A Sanity patch as the document operations take it. */
export interface SetPatch {
  set: Record<string, unknown>;
}

/** A draft starts: visitors are split from now on. */
export function startPatch(now: Date): SetPatch {
  return { set: { status: 'running', startedAt: now.toISOString() } };
}

/** A running experiment stops: everyone gets the control again (or the winner, once shipped). */
export function stopPatch(now: Date): SetPatch {
  return { set: { status: 'stopped', stoppedAt: now.toISOString() } };
}

/**
 * One variant is shipped: every visitor gets its page and the test is over. An experiment that was
 * already stopped keeps the time it stopped measuring.
 */
export function shipPatch(state: ExperimentState, pageId: string, now: Date): SetPatch {
  const stoppedAt = state.status === 'stopped' && state.stoppedAt ? state.stoppedAt : now.toISOString();
  return { set: { winner: { _type: 'reference', _ref: pageId }, status: 'stopped', stoppedAt } };
}

export const canStart = (state: ExperimentState) => (state.status ?? 'draft') === 'draft';
export const canStop = (state: ExperimentState) => state.status === 'running';
/** A variant can be shipped once the test has run, unless it is already the winner. */
export const canShip = (state: ExperimentState, pageId: string) =>
  (state.status === 'running' || state.status === 'stopped') && state.winner?._ref !== pageId;
