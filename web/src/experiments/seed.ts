import type { EventStore, ExperimentEvent, ExperimentPurchase } from './store/types';
import { newVisitorId } from './visitor';

/**
 * The demo experiment's simulated events, so that a fresh machine shows real figures in the studio
 * and at the results endpoint. Visitors are split 50/50 by a seeded random source (the same split on
 * every run), the control converts at 8 % (sign-up started) and 5 % (account created), the variant
 * at rates 25 % higher on both: a known true uplift the read should find. Imports no site
 * configuration, so the seed command runs outside Next.
 */

export const DEMO_EXPERIMENT = 'experiment-docs-free-demo';
export const DEMO_CONTROL = 'landingPage-en-docs-free-demo';
export const DEMO_VARIANT = 'landingPage-en-docs-ab-24-11-26-01';

export interface DemoSettings {
  experiment: string;
  /** Control first, with its planned weight. */
  variants: readonly { id: string; weight: number }[];
  visitors: number;
  controlSignupRate: number;
  controlAccountRate: number;
  /** The variants' true relative uplift over the control, on both conversions. */
  trueUplift: number;
  days: number;
  seed: number;
  /**
   * Purchases, per variant (control first): the share of its visitors who buy once, and what they
   * buy (amounts in hundredths, shares adding up to 1). None when absent.
   */
  money?: {
    currency: string;
    variants: readonly { purchaseRate: number; prices: readonly { amountMinor: number; share: number }[] }[];
  };
}

/** A control and one variant, half the visitors each. */
const halfAndHalf = (control: string, variant: string) => [
  { id: control, weight: 50 },
  { id: variant, weight: 50 },
];

export const DEMO_SETTINGS: DemoSettings = {
  experiment: DEMO_EXPERIMENT,
  variants: halfAndHalf(DEMO_CONTROL, DEMO_VARIANT),
  visitors: 4800,
  controlSignupRate: 0.08,
  controlAccountRate: 0.05,
  trueUplift: 0.25,
  days: 14,
  // With 2,400 visitors a variant the observed uplift scatters by ten points and more around the
  // true one from draw to draw (sampling noise). This seed is one whose draw lands close to it
  // (+29 % sign-ups, +21 % accounts), so that the demo shows the effect it was built with.
  seed: 4,
};

export const PRICING_DEMO_EXPERIMENT = 'experiment-pricing-plans';
export const PRICING_DEMO_CONTROL = 'pricingPage-en-pricing-plans';
export const PRICING_DEMO_VARIANT = 'pricingPage-en-pricing-plans-ab-test-2-b';

/**
 * The demo price test at /pricing/plans/: the variant offers a monthly plan beside the yearly one.
 * Its true effect: 25 % more sign-ups started and more buyers (3.5 % against 2.5 %), but most of
 * them take the monthly plan, so revenue per visitor falls by about half (true values: control
 * 2.5 % × (70 % × 299.88 + 30 % × 599.88) = 9.75 a visitor; variant 3.5 % × (75 % × 37.49 +
 * 25 % × 299.88) = 3.61). Sign-ups and revenue disagree: what the guardrail is for.
 */
export const PRICING_DEMO_SETTINGS: DemoSettings = {
  experiment: PRICING_DEMO_EXPERIMENT,
  variants: halfAndHalf(PRICING_DEMO_CONTROL, PRICING_DEMO_VARIANT),
  visitors: 6000,
  controlSignupRate: 0.06,
  controlAccountRate: 0.04,
  trueUplift: 0.25,
  days: 14,
  seed: 11,
  money: {
    currency: 'USD',
    variants: [
      {
        purchaseRate: 0.025,
        prices: [
          { amountMinor: 29_988, share: 0.7 },
          { amountMinor: 59_988, share: 0.3 },
        ],
      },
      {
        purchaseRate: 0.035,
        prices: [
          { amountMinor: 3749, share: 0.75 },
          { amountMinor: 29_988, share: 0.25 },
        ],
      },
    ],
  },
};

/** Every demo experiment the seed fills. */
export const DEMOS: readonly DemoSettings[] = [DEMO_SETTINGS, PRICING_DEMO_SETTINGS];

/** Mulberry32: a small, fast, seeded source of uniform numbers in [0, 1); the same seed, the same run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SeededCounts {
  variant: string;
  visitors: number;
  signupsStarted: number;
  accountsCreated: number;
  purchases: number;
  /** In hundredths of the demo's currency. */
  revenueMinor: number;
}

/**
 * The simulated purchases of the demo's exposed visitors (none without `money`): each buys once with
 * the variant's chance, a price drawn by its shares, a few minutes to a day after the exposure (but
 * before now). A random source of its own, so the events stay what they were without purchases.
 */
export function demoPurchases(
  settings: DemoSettings,
  events: readonly ExperimentEvent[],
  now: Date,
): ExperimentPurchase[] {
  const money = settings.money;
  if (!money) return [];
  const random = seededRandom(settings.seed + 1_000_003);
  const purchases: ExperimentPurchase[] = [];
  for (const event of events) {
    if (event.type !== 'exposure') continue;
    const index = settings.variants.findIndex((v) => v.id === event.variant);
    const plan = money.variants[index];
    if (!plan || random() >= plan.purchaseRate) continue;
    let pick = random();
    const price = plan.prices.find((p) => (pick -= p.share) < 0) ?? plan.prices.at(-1)!;
    const at = Math.min(event.at.getTime() + (5 + random() * 24 * 60) * MINUTE, now.getTime() - MINUTE);
    purchases.push({
      experiment: settings.experiment,
      orderId: `DEMO-${purchases.length + 1}`,
      variant: event.variant,
      visitorId: event.visitorId,
      amountMinor: price.amountMinor,
      currency: money.currency,
      at: new Date(at),
    });
  }
  return purchases;
}

const MINUTE = 60_000;

/** The simulated events, before they are stored: exposures over the days before `now`, then conversions. */
export function demoEvents(settings: DemoSettings, now: Date): ExperimentEvent[] {
  const random = seededRandom(settings.seed);
  const bytes = (length: number) => Uint8Array.from({ length }, () => Math.floor(random() * 256));
  const totalWeight = settings.variants.reduce((sum, v) => sum + v.weight, 0);
  const start = now.getTime() - settings.days * 24 * 60 * MINUTE;
  const events: ExperimentEvent[] = [];
  for (let n = 0; n < settings.visitors; n++) {
    const visitorId = newVisitorId(bytes);
    let pick = random() * totalWeight;
    const index = settings.variants.findIndex((v) => (pick -= v.weight) < 0);
    const variantIndex = index === -1 ? settings.variants.length - 1 : index;
    const variant = settings.variants[variantIndex]!.id;
    const lift = variantIndex === 0 ? 1 : 1 + settings.trueUplift;
    // Exposures spread evenly over the period, ending an hour before now.
    const exposedAt = start + random() * (settings.days * 24 * 60 - 60) * MINUTE;
    events.push({ type: 'exposure', experiment: settings.experiment, variant, visitorId, at: new Date(exposedAt) });
    const signupRate = settings.controlSignupRate * lift;
    // An account is made by someone who started a sign-up: P(account | started) keeps both rates.
    const accountGivenSignup = settings.controlAccountRate / settings.controlSignupRate;
    if (random() < signupRate) {
      const signupAt = exposedAt + (1 + random() * 20) * MINUTE;
      events.push({
        type: 'signup_started',
        experiment: settings.experiment,
        variant,
        visitorId,
        at: new Date(signupAt),
      });
      if (random() < accountGivenSignup) {
        events.push({
          type: 'account_created',
          experiment: settings.experiment,
          variant,
          visitorId,
          at: new Date(signupAt + (1 + random() * 5) * MINUTE),
          subject: `demo-${n + 1}`,
        });
      }
    }
  }
  return events;
}

/**
 * Replaces the demo experiment's events in the store with the simulated ones (clearing them first:
 * running it again gives the same counts) and answers the counts per variant.
 */
export async function seedDemoExperiment(
  store: EventStore,
  settings: DemoSettings = DEMO_SETTINGS,
  now: Date = new Date(),
): Promise<SeededCounts[]> {
  await store.clear(settings.experiment);
  const events = demoEvents(settings, now);
  const batch = 1000;
  for (let start = 0; start < events.length; start += batch) await store.record(events.slice(start, start + batch));
  for (const purchase of demoPurchases(settings, events, now)) await store.recordPurchase(purchase);
  const [totals, purchases] = await Promise.all([
    store.totals(settings.experiment),
    store.purchases(settings.experiment),
  ]);
  return settings.variants.map(({ id }) => {
    const found = totals.variants.find((v) => v.variant === id);
    const bought = purchases.filter((p) => p.variant === id);
    return {
      variant: id,
      visitors: found?.visitors ?? 0,
      signupsStarted: found?.signupsStarted ?? 0,
      accountsCreated: found?.accountsCreated ?? 0,
      purchases: bought.length,
      revenueMinor: bought.reduce((sum, p) => sum + p.amountMinor, 0),
    };
  });
}

/** Whether the store holds no event of the demo experiment yet (the start command seeds it then). */
export async function demoIsMissing(store: EventStore, settings: DemoSettings = DEMO_SETTINGS): Promise<boolean> {
  return (await store.totals(settings.experiment)).variants.length === 0;
}
