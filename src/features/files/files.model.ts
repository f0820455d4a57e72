import { t } from 'elysia';
import { FILE_CATEGORIES } from '../../lib/constants/file-categories';
import { noDefault } from '../../lib/no-default';
import { t as tr } from '../../lib/i18n';

/** spec §7: POST /api/files/{accessType} with {fileName, fileType, serviceType}. */
export const UploadRequestBody = t.Object({
  fileName: t.String({ minLength: 1, maxLength: 200, requiredError: 'fileName is required', error: 'fileName must be a plain file name' }),
  fileType: t.String({ minLength: 1, maxLength: 100, requiredError: 'fileType is required', error: 'fileType must be a MIME type' }),
  serviceType: noDefault(t.UnionEnum([...FILE_CATEGORIES], { requiredError: 'serviceType is required', error: 'serviceType must be one of user_avatar, brand_logo, vendor_services_avatar, phr, chat, intake' })),
});
export type UploadRequest = typeof UploadRequestBody.static;

export const UploadAnswer = t.Object({ fileUrl: t.String(), uploadUrl: t.String() });
export const AccessParams = t.Object({ accessType: noDefault(t.UnionEnum(['public', 'private'], { error: 'accessType must be public or private' })) });

export const UploadTicketQuery = t.Object({
  key: t.String({ maxLength: 200 }),
  exp: t.Numeric(),
  max: t.Numeric(),
  sig: t.String({ maxLength: 128 }),
});

/** What each kind of upload may contain, read from its bytes: record documents and images. */
export const RECORD_FILE_TYPES: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/dicom': 'dcm',
};
/** What a chat consultation may attach: a document or a picture either side's browser can show. */
export const CHAT_FILE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
export const IMAGE_FILE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
/** What an intake answer may carry: a photo or a short video of the problem. */
export const INTAKE_FILE_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' };

/** Each kind as a person names it. */
const KIND_WORDS: Record<string, string> = { pdf: 'PDF', jpg: 'JPEG', png: 'PNG', webp: 'WebP', heic: 'HEIC', dcm: 'DICOM', mp4: 'MP4', webm: 'WebM', mov: 'MOV' };

/** The kinds a category takes, in people's words: "a PDF, JPEG, PNG or WebP file". */
export function kindsInWords(types: Record<string, string>): string {
  const words = Object.values(types).map((ext) => KIND_WORDS[ext] ?? ext.toUpperCase());
  const kinds = words.length > 1 ? tr('{list} or {last}', { list: words.slice(0, -1).join(', '), last: words.at(-1)! }) : words[0]!;
  return tr('a {kinds} file', { kinds });
}

export const MAX_RECORD_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
export const MAX_INTAKE_FILE_BYTES = 50 * 1024 * 1024;

/** What a picture or logo upload says when its file part is missing or is not an image. */
export const IMAGE_FILE_TEXTS = { requiredError: 'file is required: choose a PNG, JPEG or WebP image', error: 'file must be a PNG, JPEG or WebP image of at most 2 MB' };
