import { Type as t } from '@sinclair/typebox';
import { BODY, ROLE, answers, type ApiOperations } from '../../lib/api-docs';
import { UploadAnswer } from './files.model';

const TAG = 'Files';

/** Uploads (spec §7): register, then PUT the bytes to the signed address. */
export const filesApiDocs: ApiOperations = {
  'POST /api/files/{accessType}': {
    tag: TAG,
    summary: 'Registers an upload: PUT the bytes to uploadUrl (200 = done), then use fileUrl',
    session: true,
    responses: answers({ 200: UploadAnswer }, ROLE, BODY, 404),
  },
  'PUT /api/files/upload': {
    tag: TAG,
    summary: "The local storage provider's signed upload address (from POST /api/files/{accessType})",
    session: false,
    responses: answers({ 200: t.Object({ result: t.Literal('success') }) }, 400, 403, 404, 410, 413, 415, 422),
  },
};
