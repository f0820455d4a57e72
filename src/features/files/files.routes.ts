import { t } from 'elysia';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { redirectTo } from '../../plugins/redirects';
import { notFound } from '../../lib/errors';
import type { Principal } from '../../lib/principal';
import type { FileCategory } from '../../lib/constants/file-categories';
import { AccessParams, UploadAnswer, UploadRequestBody, UploadTicketQuery } from './files.model';
import { createUpload, fileUrlOf, openPrivateFile, receiveUpload } from './files.service';
import { mayReadFile, type FileAccessCheck } from './files.access';
import { succeeded } from '../../lib/succeeded';

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };
const TAGS = ['files'];
const PrivateName = t.Object({ name: t.String({ pattern: '^[0-9a-f-]{36}\\.[a-z0-9]{2,5}$' }) });

/** A private file's answer: never cached by others, its kind, its name only as a safe label (or the storage's signed address). */
function servePrivate(set: { status?: number | string; headers: Record<string, unknown> }, file: Awaited<ReturnType<typeof openPrivateFile>>) {
  set.headers['cache-control'] = 'private, no-store';
  if ('redirect' in file.content) {
    return redirectTo(set, file.content.redirect, 302);
  }
  set.headers['content-type'] = file.type;
  set.headers['content-disposition'] = `inline; filename="${dispositionName(file.name)}"`;
  return file.content.bytes;
}

/** A header-safe file name for Content-Disposition (the stored name is only a label). */
const dispositionName = (name: string) => name.replace(/[^\w.\- ]/g, '_').slice(0, 120) || 'file';

/**
 * Uploads (spec §7), public files kept by the local storage provider, and private files behind
 * the access checks their owning features register (`fileAccess`, handed in by createApp).
 */
export const filesRoutes = (deps: AppDeps, fileAccess: readonly FileAccessCheck[]) => {
  /** A private file of a category, opened only when a registered check lets the principal in. */
  const openAs = async (principal: Principal | null, category: FileCategory, name: string) => {
    const key = `private/${category}/${name}`;
    return openPrivateFile(deps, key, (uploader) => mayReadFile(deps, fileAccess, category, principal, { key, url: fileUrlOf(deps, key, 'private'), uploader }));
  };
  return featureRoutes('files-routes', deps)
    .get(
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
    )
    .post('/api/files/:accessType', ({ user, params, body }) => createUpload(deps, user, params.accessType, body), {
      auth: true,
      params: AccessParams,
      body: UploadRequestBody,
      response: { 200: UploadAnswer },
      detail: {
        summary: 'Registers an upload (spec §7): PUT the bytes to uploadUrl (200 = done), then use fileUrl',
        description: 'Record documents (serviceType phr) are private: PDF, JPEG, PNG, WebP, HEIC or DICOM up to 20 MB. Chat consultation attachments (serviceType chat) are private: PDF, JPEG, PNG or WebP up to 20 MB, opened only by the booking’s owner and practice. Intake answers (serviceType intake) are private: JPEG, PNG, WebP, HEIC, MP4, WebM or MOV up to 50 MB, opened by the booking’s owner and practice. Pictures are public: PNG, JPEG or WebP up to 2 MB. The kind is read from the bytes.',
        tags: TAGS,
      },
    })
    .put(
      '/api/files/upload',
      ({ query, request }) => succeeded(receiveUpload(deps, query, request)),
      { query: UploadTicketQuery, parse: 'none', detail: { summary: 'The local storage provider’s signed upload address (from POST /api/files/{accessType})', tags: TAGS } },
    )
    .get('/files/private/phr/:name', async ({ principal, params, set }) => servePrivate(set, await openAs(principal, 'phr', params.name)), { params: PrivateName })
    .get('/files/private/chat/:name', async ({ principal, params, set }) => servePrivate(set, await openAs(principal, 'chat', params.name)), { params: PrivateName })
    .get('/files/private/intake/:name', async ({ principal, params, set }) => servePrivate(set, await openAs(principal, 'intake', params.name)), { params: PrivateName });
};
