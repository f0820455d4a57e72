import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { respond } from '../../plugins/htmx';
import { redirectAfterPost } from '../../plugins/redirects';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/i18n';
import { SettingsShell } from '../../ui/SettingsShell';
import { practiceZone } from '../listings/listings.service';
import { deliveryLog, endpointFor, endpointsFor, removeEndpoint, rollSecret, saveEndpoint, sendAgain, setEnabled, type EndpointInput } from './webhooks.service';
import { WebhookEndpoints } from './views/WebhookEndpoints';
import { DeliveryLog } from './views/DeliveryLog';
import { EndpointForm } from './views/EndpointForm';

const PRACTICE = { auth: { role: 'vendor' as const } };
const IdParams = t.Object({ id: t.Numeric({ minimum: 1 }) });
const FormBody = t.Record(t.String(), t.Any());
const DONE: Record<string, MessageKey> = {
  added: 'Endpoint added.',
  saved: 'Endpoint saved.',
  deleted: 'Endpoint deleted.',
  rolled: 'A new signing secret was made: bodies are signed with it from now on.',
  enabled: 'Endpoint enabled.',
  disabled: 'Endpoint disabled.',
  resent: 'Sent again: see the attempt in the log.',
};

interface PageContext {
  tenant: Tenant;
  user: Principal;
  isHtmx: boolean;
  set: { status?: number | string; headers: Record<string, string | number> };
}

const inputOf = (body: Record<string, unknown>): EndpointInput => ({
  url: typeof body.url === 'string' ? body.url : '',
  events: [body.events ?? []].flat().filter((v): v is string => typeof v === 'string'),
});

/** Settings → Webhooks: the practice's endpoints, their secrets, and the delivery log with "Send again". */
export const webhooksRoutes = (deps: AppDeps) => {
  const page = (ctx: PageContext, panel: JSX.Element) =>
    respond(
      ctx,
      () => (
        <SettingsShell tenant={ctx.tenant} principal={ctx.user} current="webhooks">
          {panel}
        </SettingsShell>
      ),
      () => panel,
    );

  /** Saves an endpoint; a refused address or no event answers the form again (422) with the message under its field. */
  const save = async (ctx: PageContext & { body: Record<string, unknown> }, id: number | null) => {
    const input = inputOf(ctx.body);
    try {
      await saveEndpoint(deps, ctx.user, id, input);
    } catch (error) {
      if (!(error instanceof AppError) || !error.field) throw error;
      ctx.set.status = error.status;
      return page(ctx, <EndpointForm id={id} values={input} errors={{ [error.field]: error.key }} />);
    }
    return redirectAfterPost(ctx, `/app/settings/webhooks?done=${id ? 'saved' : 'added'}`);
  };

  /** One action on an endpoint, then back to the list with its message. */
  const act = (done: string, run: (ctx: PageContext & { params: { id: number } }) => Promise<unknown>) => async (ctx: PageContext & { params: { id: number } }) => {
    await run(ctx);
    return redirectAfterPost(ctx, `/app/settings/webhooks?done=${done}`);
  };

  return featureRoutes('webhooks-routes', deps)
    .get(
      '/app/settings/webhooks',
      async (ctx) => {
        const pageNo = ctx.query.page ?? 1;
        const endpoints = await endpointsFor(deps, ctx.user);
        const log = await deliveryLog(deps, ctx.user, pageNo);
        const zone = await practiceZone(deps, ctx.user.vendor_id!);
        return page(
          ctx,
          <div id="webhooks-panel">
            <WebhookEndpoints endpoints={endpoints} message={DONE[ctx.query.done ?? '']} />
            <DeliveryLog rows={log.rows} page={pageNo} next={log.next} zone={zone} />
          </div>,
        );
      },
      { ...PRACTICE, query: t.Object({ done: t.Optional(t.String({ maxLength: 20 })), page: t.Optional(t.Numeric({ minimum: 1, maximum: 10_000 })) }) },
    )
    .get('/app/settings/webhooks/new', async (ctx) => {
      await endpointsFor(deps, ctx.user); // the root admin's only
      return page(ctx, <EndpointForm id={null} values={{}} />);
    }, PRACTICE)
    .post('/app/settings/webhooks/new', (ctx) => save(ctx, null), { ...PRACTICE, body: FormBody })
    .get('/app/settings/webhooks/:id', async (ctx) => page(ctx, <EndpointForm id={ctx.params.id} values={await endpointFor(deps, ctx.user, ctx.params.id)} />), { ...PRACTICE, params: IdParams })
    .post('/app/settings/webhooks/:id', (ctx) => save(ctx, ctx.params.id), { ...PRACTICE, params: IdParams, body: FormBody })
    .post('/app/settings/webhooks/:id/delete', act('deleted', (ctx) => removeEndpoint(deps, ctx.user, ctx.params.id)), { ...PRACTICE, params: IdParams })
    .post('/app/settings/webhooks/:id/roll', act('rolled', (ctx) => rollSecret(deps, ctx.user, ctx.params.id)), { ...PRACTICE, params: IdParams })
    .post('/app/settings/webhooks/:id/enable', act('enabled', (ctx) => setEnabled(deps, ctx.user, ctx.params.id, true)), { ...PRACTICE, params: IdParams })
    .post('/app/settings/webhooks/:id/disable', act('disabled', (ctx) => setEnabled(deps, ctx.user, ctx.params.id, false)), { ...PRACTICE, params: IdParams })
    .post('/app/settings/webhooks/deliveries/:id/resend', act('resent', (ctx) => sendAgain(deps, ctx.user, ctx.params.id)), { ...PRACTICE, params: IdParams });
};
