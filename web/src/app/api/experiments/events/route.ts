import { createCollector } from '@/experiments/collector';
import { confirmAccount } from '@/services/account-confirmation';
import { siteConversionDeps } from '../conversion-deps';

export const dynamic = 'force-dynamic';

let collector: ReturnType<typeof createCollector> | undefined;

/** A browser's experiment event: a sign-up started or an account created (see experiments/collector.ts). */
export function POST(request: Request): Promise<Response> {
  collector ??= createCollector({
    ...siteConversionDeps('events'),
    confirmAccount: (tokens) => confirmAccount(tokens),
  });
  return collector(request);
}
