import { expect } from '@playwright/test';

/** One variant's figures: [visitors exposed, sign-ups started, accounts created]. */
export type Figures = Record<string, [number, number, number]>;

/** An experiment's figures per variant as a server's results endpoint answers them. */
export async function experimentFigures(baseUrl: string, experiment: string, token: string): Promise<Figures> {
  const response = await fetch(`${baseUrl}/api/experiments/${experiment}/results/`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    variants: Array<{ id: string; visitors: number; signupsStarted: number; accountsCreated: number }>;
  };
  return Object.fromEntries(body.variants.map((v) => [v.id, [v.visitors, v.signupsStarted, v.accountsCreated]]));
}
