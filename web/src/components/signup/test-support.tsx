import type { EngineContext } from '@/engine/flows/context';
import type { LazyEngine } from './variant-details';

/** For the dialog's tests: an engine whose whole variant is there, around a test context (engine/test-kit.ts). */
export function wholeEngine(ctx: EngineContext): LazyEngine {
  return { ctx, ready: () => ctx, load: () => Promise.resolve(ctx), run: (action) => action(ctx) };
}
