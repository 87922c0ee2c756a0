import { createEngineContext, type EngineContext, type StartContext } from '@/engine/flows/context';
import { useLandingStore } from '@/engine/stores/landing';
import type { ServiceUrls, SignupVariant, SignupVariantCore, SignupVariantDetails } from '@/engine/types';
import { logError } from '@/lib/log';
import { progress } from '@/lib/progress-bar';
import { loadSignupDetails } from './variant-details-fetch';

/*
 * A page hands its engine the variant's core as props and, unless its dialog is open on load, only
 * the address of the landing content the rest comes from: the dialog's copy and the templates stay
 * out of the page's inline RSC payload, which the browser parses while the page hydrates. The rest
 * is loaded (a plain GET of `/api/signup-variant/`, `loadSignupDetails`) on the first intent (pointer, focus or touch on a
 * trigger) or when the loaded page is idle, whichever comes first. A click before it has arrived is
 * kept and carried out when it arrives, with the top progress bar showing the wait.
 */

/** Where the rest of the variant comes from: given inline, or the landing page whose content holds it. */
export type DetailsSource = SignupVariantDetails | { landingPath: string };

/** Asks the server for the rest of a variant; tests pass their own. */
export type FetchDetails = (locale: string, landingPath: string) => Promise<SignupVariantDetails>;

export interface LazyEngine {
  /** The page's context: the variant's core until the rest arrives, then the whole variant (the same object). */
  readonly ctx: StartContext;
  /** The whole context once the rest of the variant is there, else null. */
  ready(): EngineContext | null;
  /** Loads the rest of the variant, once (again after a failure); the landing state is filled when it arrives. */
  load(): Promise<EngineContext>;
  /**
   * Runs a trigger's action with the whole context: at once when it is there, otherwise when it
   * arrives. Only the last click of a wait is carried out (a double click opens one dialog).
   */
  run(action: (ctx: EngineContext) => void): void;
}

function isInline(source: DetailsSource): source is SignupVariantDetails {
  return !('landingPath' in source);
}

/** The engine of one page, with the rest of its variant given inline or loaded when needed. */
export function createLazyEngine(
  core: SignupVariantCore,
  services: ServiceUrls,
  source: DetailsSource,
  fetchDetails: FetchDetails = loadSignupDetails,
): LazyEngine {
  const ctx: StartContext = createEngineContext<SignupVariantCore>(core, services);
  let whole: EngineContext | null = null;
  let loading: Promise<EngineContext> | null = null;
  let queued: ((ctx: EngineContext) => void) | null = null;

  const assemble = (details: SignupVariantDetails): EngineContext => {
    // The context object stays the same, so the start and the triggers share its HTTP clients.
    const variant: SignupVariant = { ...details, ...core };
    ctx.variant = variant;
    whole = ctx as EngineContext;
    return whole;
  };
  const complete = (details: SignupVariantDetails): EngineContext => {
    const loaded = assemble(details);
    useLandingStore.getState().load(loaded.variant);
    return loaded;
  };

  // Given inline, the variant is whole at once; the provider fills the landing state when it mounts
  // (a store is not written while React renders).
  if (isInline(source)) assemble(source);

  const load = (): Promise<EngineContext> => {
    if (whole) return Promise.resolve(whole);
    if (isInline(source)) return Promise.resolve(complete(source));
    loading ??= fetchDetails(core.locale, source.landingPath).then(complete, (error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };

  const run = (action: (ctx: EngineContext) => void) => {
    if (whole) {
      action(whole);
      return;
    }
    const waiting = queued !== null;
    queued = action;
    if (waiting) return;
    progress.start();
    load().then(
      (loaded) => {
        progress.finish();
        const next = queued;
        queued = null;
        next?.(loaded);
      },
      (error: unknown) => {
        // The click is dropped with the failed look of the progress bar; the next click tries again.
        queued = null;
        progress.fail();
        logError('The sign-up dialog could not load its texts', error);
      },
    );
  };

  return { ctx, ready: () => whole, load, run };
}
