import { Elysia, t } from 'elysia';
import { seedOf, type AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Public files kept by the local storage provider (S3 serves its own). */
export const filesRoutes = (deps: AppDeps) =>
  new Elysia({ name: 'files-routes', seed: seedOf(deps) }).get(
    '/files/public/:category/:name',
    async ({ params, set }) => {
      const path = deps.providers.storage.pathOf?.(`public/${params.category}/${params.name}`);
      const type = CONTENT_TYPES[params.name.split('.').pop() ?? ''];
      const file = path && type ? Bun.file(path) : null;
      if (!file || !(await file.exists())) throw notFound();
      set.headers['content-type'] = type!;
      set.headers['cache-control'] = 'public, max-age=31536000, immutable';
      return file;
    },
    { params: t.Object({ category: t.String({ pattern: '^[a-z_]+$' }), name: t.String({ pattern: '^[0-9a-f-]+\\.(png|jpg|webp)$' }) }) },
  );
