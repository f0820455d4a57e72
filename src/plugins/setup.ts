import { Elysia } from 'elysia';
import { html } from '@elysiajs/html';
import { seedOf, type AppDeps } from '../deps';
import { tenantPlugin } from './tenant';
import { sessionPlugin } from './session';
import { htmxPlugin } from './htmx';

const cache = new WeakMap<AppDeps, ReturnType<typeof build>>();

function build(deps: AppDeps) {
  return new Elysia({ name: 'setup', seed: seedOf(deps) })
    .use(html({ autoDoctype: false }))
    .use(tenantPlugin(deps))
    .use(sessionPlugin(deps))
    .use(htmxPlugin);
}

/** What every feature's routes use: JSX responses, `tenant`, `principal` with the auth macro, and `isHtmx`. */
export function setup(deps: AppDeps) {
  let plugin = cache.get(deps);
  if (!plugin) {
    plugin = build(deps);
    cache.set(deps, plugin);
  }
  return plugin;
}
