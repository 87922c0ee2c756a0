import { describe, expect, it } from 'vitest';
import { createWarmer, WARM_MAX_ANSWERS } from './warm';

/** A warmer over named answers, recording each evaluation as `name@generation`. */
function fixture(
  names: string[],
  options: {
    budgetMs?: number;
    maxAnswers?: number;
    quietMs?: number;
    cost?: number;
    onWarm?: (name: string) => void;
  } = {},
) {
  const state = { generation: 0, time: 0, limits: [] as number[], warmed: [] as string[], kept: new Set<string>() };
  const warmer = createWarmer<string>({
    generation: () => state.generation,
    candidates: (limit) => {
      state.limits.push(limit);
      return names;
    },
    warm: async (name, generation) => {
      if (state.kept.has(`${name}@${generation}`)) return false;
      state.time += options.cost ?? 1;
      state.warmed.push(`${name}@${generation}`);
      options.onWarm?.(name);
      if (name === 'broken') throw new Error('a query that fails now');
      state.kept.add(`${name}@${generation}`);
      return true;
    },
    budgetMs: options.budgetMs,
    maxAnswers: options.maxAnswers,
    // No waits unless a test asks for them: every write warms for at once.
    quietMs: options.quietMs ?? 0,
    pauseMs: 0,
    clock: () => state.time,
  });
  return { state, warmer };
}

describe('createWarmer', () => {
  it('warms nothing until asked, then every candidate once, after the current turn of the event loop', async () => {
    const { state, warmer } = fixture(['a', 'b', 'c']);
    await warmer.idle();
    expect(state.warmed).toEqual([]);
    warmer.request();
    // Not inside the write's own turn: its answer is not held up.
    expect(state.warmed).toEqual([]);
    await warmer.idle();
    expect(state.warmed).toEqual(['a@0', 'b@0', 'c@0']);
    expect(warmer.counts()).toEqual({ warms: 1, evaluated: 3 });
  });

  it('makes one warm of a burst of writes, for the newest generation', async () => {
    const { state, warmer } = fixture(['a', 'b']);
    for (let i = 0; i < 10; i += 1) {
      state.generation += 1;
      warmer.request();
    }
    await warmer.idle();
    expect(state.warmed).toEqual(['a@10', 'b@10']);
    expect(warmer.counts().warms).toBe(1);
  });

  it('warms at once after a quiet time, and waits for the end of a burst of writes', async () => {
    const { state, warmer } = fixture(['a'], { quietMs: 60_000 });
    warmer.request();
    await warmer.idle();
    expect(state.warmed).toEqual(['a@0']);
    // A second write within the quiet time: no warm for the next minute, however many turns pass.
    state.generation = 1;
    warmer.request();
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(state.warmed).toEqual(['a@0']);
    // Closing ends the wait without warming.
    warmer.close();
    await warmer.idle();
    expect(state.warmed).toEqual(['a@0']);
  });

  it('stops a warm when a write comes, and warms again for the new generation only', async () => {
    // The warmer, for the write made while it warms.
    const late: { warmer?: ReturnType<typeof createWarmer<string>> } = {};
    const { state, warmer } = fixture(['a', 'b', 'c', 'd'], {
      onWarm: (name) => {
        // A write arrives while `b` of the first warm is evaluated.
        if (name === 'b' && state.generation === 0) {
          state.generation = 1;
          late.warmer!.request();
        }
      },
    });
    late.warmer = warmer;
    warmer.request();
    await warmer.idle();
    expect(state.warmed).toEqual(['a@0', 'b@0', 'a@1', 'b@1', 'c@1', 'd@1']);
    expect(warmer.counts().warms).toBe(2);
  });

  it('evaluates at most its number of answers and stops when its time budget is spent', async () => {
    const many = Array.from({ length: 10 }, (_, i) => `q${i}`);
    const counted = fixture(many, { maxAnswers: 4 });
    counted.warmer.request();
    await counted.warmer.idle();
    expect(counted.state.limits).toEqual([4]);
    expect(counted.state.warmed).toEqual(['q0@0', 'q1@0', 'q2@0', 'q3@0']);

    // Each evaluation costs 10 ms of the 25 allowed: the third one goes over, nothing after it.
    const timed = fixture(many, { budgetMs: 25, cost: 10 });
    timed.warmer.request();
    await timed.warmer.idle();
    expect(timed.state.warmed).toEqual(['q0@0', 'q1@0', 'q2@0']);
    expect(timed.state.limits).toEqual([WARM_MAX_ANSWERS]);
  });

  it('skips answers already kept, goes on past one that fails, and does nothing once closed', async () => {
    const { state, warmer } = fixture(['a', 'broken', 'c']);
    state.kept.add('a@0');
    warmer.request();
    await warmer.idle();
    expect(state.warmed).toEqual(['broken@0', 'c@0']);

    warmer.close();
    state.generation = 1;
    warmer.request();
    await warmer.idle();
    expect(state.warmed).toEqual(['broken@0', 'c@0']);
  });
});
