import { createPurchaseRecorder } from '@/experiments/purchases';
import { confirmOrder } from '@/services/order-confirmation';
import { siteConversionDeps } from '../conversion-deps';

export const dynamic = 'force-dynamic';

let recorder: ReturnType<typeof createPurchaseRecorder> | undefined;

/** The thank-you page's order, for the visitor's experiment (see experiments/purchases.ts). */
export function POST(request: Request): Promise<Response> {
  recorder ??= createPurchaseRecorder({
    ...siteConversionDeps('purchases'),
    confirmOrder: (orderId, orderToken) => confirmOrder(orderId, orderToken),
  });
  return recorder(request);
}
