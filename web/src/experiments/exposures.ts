/** Replaced by the event store's exposure queue (merged from the store branch). */
export function logExposure(_exposure: { experiment: string; variant: string; visitorId: string }): void {}
