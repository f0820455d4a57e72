import { Elysia } from 'elysia';
import { html } from '@elysiajs/html';
import { seedOf, type AppDeps } from '../deps';
import { tenantPlugin } from './tenant';
import { sessionPlugin } from './session';
import { htmxPlugin } from './htmx';
import { clientIpPlugin } from './client-ip';
import { inputPlugin } from './input';

const cache = new WeakMap<AppDeps, ReturnType<typeof build>>();

function build(deps: AppDeps) {
  return new Elysia({ name: 'setup', seed: seedOf(deps) })
    .use(html({ autoDoctype: false }))
    .use(tenantPlugin(deps))
    .use(sessionPlugin(deps))
    .use(htmxPlugin)
    .use(clientIpPlugin(deps))
    .use(inputPlugin);
}

/** What every feature's routes use: JSX responses, `tenant`, `principal` with the auth macro, `isHtmx` and `clientIp`. */
export function setup(deps: AppDeps) {
  let plugin = cache.get(deps);
  if (!plugin) {
    plugin = build(deps);
    cache.set(deps, plugin);
  }
  return plugin;
}
