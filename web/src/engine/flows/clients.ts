import { createHttpClient } from '@/services/http';
import type { SignupVariantCore } from '../types';
import type { EngineClients, EngineContext } from './context';

/** The context's HTTP clients, made once. Imported only by the flows that call services. */
export function clientsOf(ctx: EngineContext<SignupVariantCore>): EngineClients {
  ctx.clients ??= {
    userbase: createHttpClient(ctx.services.userbase, ctx.http),
    location: createHttpClient(ctx.services.location, ctx.http),
  };
  return ctx.clients;
}
