import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../deps';
import { tenantPlugin } from './tenant';
import { sessionPlugin } from './session';
import { readerPlugin } from './locale';
import { htmxPlugin } from './htmx';
import { clientIpPlugin } from './client-ip';
import { inputPlugin } from './input';
import { htmlResponses } from './html-responses';
import type { Lookups } from './lookups';

const cache = new WeakMap<AppDeps, ReturnType<typeof build>>();

function build(deps: AppDeps, lookups: Lookups) {
  return new Elysia({ name: 'setup', seed: seedOf(deps) })
    .use(htmlResponses)
    .use(tenantPlugin(deps, lookups))
    .use(sessionPlugin(deps, lookups))
    .use(readerPlugin)
    .use(htmxPlugin)
    .use(clientIpPlugin(deps))
    .use(inputPlugin);
}

/**
 * What every feature's routes use: JSX responses, `tenant`, `principal` with the auth macro,
 * `isHtmx` and `clientIp`. `createApp` builds it first, with the look-ups the features answer;
 * each feature's routes then get that same plugin with `setup(deps)`.
 */
export function setup(deps: AppDeps, lookups?: Lookups) {
  let plugin = cache.get(deps);
  if (!plugin) {
    if (!lookups) throw new Error('setup(deps) is first called by createApp, which hands it the look-ups');
    plugin = build(deps, lookups);
    cache.set(deps, plugin);
  }
  return plugin;
}

/** A feature's routes: an Elysia instance named for them, with `setup(deps)` in place. */
export const featureRoutes = (name: string, deps: AppDeps) => new Elysia({ name, seed: seedOf(deps) }).use(setup(deps));
