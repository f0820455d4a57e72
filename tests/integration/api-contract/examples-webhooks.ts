import type { ContractContext, Example } from './context';

/** A public address literal the guard accepts without a look-up; nothing is sent there (see answered). */
const HOST = '93.184.215.14';

/** Runs the calls with every request to HOST answered 204 here, so a test event or a redelivery never leaves the machine. */
async function answered(run: () => Promise<Response[]>): Promise<Response[]> {
  const real = globalThis.fetch;
  const local = (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    return url.hostname === HOST ? Promise.resolve(new Response(null, { status: 204 })) : real(input, init);
  };
  globalThis.fetch = Object.assign(local, { preconnect: real.preconnect });
  try {
    return await run();
  } finally {
    globalThis.fetch = real;
  }
}

const add = (ctx: ContractContext, events = ['booking.created']) => ctx.call('POST', '/api/webhooks', ctx.tokens.vet, { url: `https://${HOST}/contract`, events });
const idOf = async (res: Response) => ((await res.clone().json()) as { id: number }).id;
/** A test event sent to a new endpoint: its delivery's id. */
const delivered = async (ctx: ContractContext) => {
  const id = await idOf(await add(ctx));
  return idOf((await answered(async () => [await ctx.call('POST', `/api/webhooks/${id}/test`, ctx.tokens.vet)]))[0]!);
};

/** Settings → Webhooks as JSON: Happy Paws' root admin, refused to its team member, another practice and an owner. */
export const webhookExamples: Record<string, Example> = {
  'GET /api/webhooks': async ({ call, tokens }) => [await call('GET', '/api/webhooks', tokens.vet), await call('GET', '/api/webhooks', tokens.staff)],
  'POST /api/webhooks': async (ctx) => [await add(ctx), await ctx.call('POST', '/api/webhooks', ctx.tokens.vet, { url: 'https://10.0.0.7/hook', events: ['booking.created'] })],
  'GET /api/webhooks/{id}': async (ctx) => {
    const id = await idOf(await add(ctx));
    return [await ctx.call('GET', `/api/webhooks/${id}`, ctx.tokens.vet), await ctx.call('GET', `/api/webhooks/${id}`, ctx.tokens.vet2)];
  },
  'PUT /api/webhooks/{id}': async (ctx) => {
    const id = await idOf(await add(ctx));
    return [
      await ctx.call('PUT', `/api/webhooks/${id}`, ctx.tokens.vet, { url: `https://${HOST}/moved`, events: ['booking.canceled'], enabled: false }),
      await ctx.call('PUT', `/api/webhooks/${id}`, ctx.tokens.vet, { url: `https://${HOST}/moved`, events: ['booking.exploded'] }),
    ];
  },
  'DELETE /api/webhooks/{id}': async (ctx) => {
    const id = await idOf(await add(ctx));
    return [await ctx.call('DELETE', `/api/webhooks/${id}`, ctx.tokens.vet2), await ctx.call('DELETE', `/api/webhooks/${id}`, ctx.tokens.vet)];
  },
  'POST /api/webhooks/{id}/roll': async (ctx) => {
    const id = await idOf(await add(ctx));
    return [await ctx.call('POST', `/api/webhooks/${id}/roll`, ctx.tokens.vet), await ctx.call('POST', `/api/webhooks/${id}/roll`, ctx.tokens.owner)];
  },
  'POST /api/webhooks/{id}/test': async (ctx) => {
    const id = await idOf(await add(ctx));
    return answered(async () => [await ctx.call('POST', `/api/webhooks/${id}/test`, ctx.tokens.vet), await ctx.call('POST', `/api/webhooks/${id}/test`, ctx.tokens.vet2)]);
  },
  'GET /api/webhooks/{id}/deliveries': async (ctx) => {
    const id = await idOf(await add(ctx));
    await answered(async () => [await ctx.call('POST', `/api/webhooks/${id}/test`, ctx.tokens.vet)]);
    return [await ctx.call('GET', `/api/webhooks/${id}/deliveries`, ctx.tokens.vet), await ctx.call('GET', `/api/webhooks/${id}/deliveries?page=0`, ctx.tokens.vet)];
  },
  'GET /api/webhooks/deliveries': async ({ call, tokens }) => [await call('GET', '/api/webhooks/deliveries?page=1', tokens.vet), await call('GET', '/api/webhooks/deliveries', tokens.owner)],
  'POST /api/webhooks/deliveries/{id}/redeliver': async (ctx) => {
    const id = await delivered(ctx);
    return answered(async () => [await ctx.call('POST', `/api/webhooks/deliveries/${id}/redeliver`, ctx.tokens.vet), await ctx.call('POST', `/api/webhooks/deliveries/${id}/redeliver`, ctx.tokens.vet2)]);
  },
};
