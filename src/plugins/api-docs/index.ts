import { Elysia } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import type { ApiOperations, ApiTag } from '../../lib/api-docs';
import { apiDocument } from './document';
import { VIEWER_CSP, viewerPage } from './viewer';

export const DOCUMENT_PATH = '/api/openapi.json';

/** A browser asks for a page first; API clients ask for JSON or for anything. */
function wantsPage(accept: string | null): boolean {
  const value = accept ?? '';
  return value.includes('text/html') && !value.startsWith('application/json');
}

/**
 * The OpenAPI document at /api/openapi.json, and at /api/docs: the same JSON for API clients,
 * the offline viewer for a browser. Built once, on the first request, when every route is mounted.
 */
export const apiDocsPlugin = (deps: AppDeps, operations: ApiOperations, tags: ApiTag[]) => {
  let built: Record<string, unknown> | undefined;
  const plugin = new Elysia({ name: 'api-docs', seed: seedOf(deps) });
  const document = () => (built ??= apiDocument(plugin, operations, tags));
  return plugin
    .get(DOCUMENT_PATH, () => document(), { detail: { hide: true } })
    .get(
      '/api/docs',
      ({ request, set }) => {
        set.headers.vary = 'Accept';
        if (!wantsPage(request.headers.get('accept'))) return document();
        set.headers['content-security-policy'] = VIEWER_CSP;
        set.headers['content-type'] = 'text/html; charset=utf-8';
        set.headers['cache-control'] = 'no-cache';
        return viewerPage(DOCUMENT_PATH);
      },
      { detail: { hide: true } },
    );
};
