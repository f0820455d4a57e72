import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { isAccount } from '../../lib/policy';
import { AppError, badRequest, forbidden, notFound, unprocessable } from '../../lib/errors';
import type { FileCategory } from '../../lib/constants/file-categories';
import type { LocalUploadTicket } from '../../providers/storage/local';
import { deleteFilesByKeys, findFileByKey, findFilesByKeys, insertFile, markUploaded, type StoredFile } from './files.repo';
import { CHAT_FILE_TYPES, IMAGE_FILE_TYPES, INTAKE_FILE_TYPES, MAX_IMAGE_BYTES, MAX_INTAKE_FILE_BYTES, MAX_RECORD_FILE_BYTES, RECORD_FILE_TYPES, kindsInWords, type UploadRequest } from './files.model';

/**
 * Checks every form-posted record file before any is stored (a name, the size cap, a kind read
 * from its bytes), so a refused form writes nothing; answers each file's bytes and kind.
 */
export async function checkRecordFiles(files: File[], field: string): Promise<{ bytes: Uint8Array; mime: string; ext: string }[]> {
  const checked = [];
  for (const file of files) {
    // A part with filename="" arrives as a File without a name.
    if (typeof file.name !== 'string' || file.name.trim() === '') throw unprocessable('{field}: each file must have a name', field, { field });
    if (file.size > MAX_RECORD_FILE_BYTES) throw unprocessable('Each file must be at most 20 MB', field);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
    const ext = kind ? RECORD_FILE_TYPES[kind.mime] : undefined;
    if (!kind || !ext) throw unprocessable('Files must be PDF, JPEG, PNG, WebP, HEIC or DICOM', field);
    checked.push({ bytes, mime: kind.mime, ext });
  }
  return checked;
}

/** The bytes file-type needs to recognise every allowed kind (DICOM's marker sits at offset 128). */
const SNIFF_BYTES = 4100;

/** Record documents and chat attachments are private; pictures (avatars, logos) are public (spec §9 file categories). */
function rulesFor(category: FileCategory) {
  if (category === 'phr') return { access: 'private' as const, types: RECORD_FILE_TYPES, max: MAX_RECORD_FILE_BYTES };
  if (category === 'chat') return { access: 'private' as const, types: CHAT_FILE_TYPES, max: MAX_RECORD_FILE_BYTES };
  if (category === 'intake') return { access: 'private' as const, types: INTAKE_FILE_TYPES, max: MAX_INTAKE_FILE_BYTES };
  return { access: 'public' as const, types: IMAGE_FILE_TYPES, max: MAX_IMAGE_BYTES };
}

/**
 * Stores an uploaded image as a public file: its kind is read from its bytes (not its name
 * or declared type), its size is capped, and it is saved under a generated name.
 */
export async function storePublicImage(deps: AppDeps, category: FileCategory, file: File, field: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw unprocessable('The image must be at most 2 MB', field);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !IMAGE_FILE_TYPES[kind.mime]) throw unprocessable('The image must be a PNG, JPEG or WebP file', field);
  const key = `public/${category}/${crypto.randomUUID()}.${kind.ext}`;
  await deps.providers.storage.put(key, bytes, kind.mime);
  return deps.providers.storage.publicUrl(key);
}

/** A file name is only a label: no folders, no parent steps, no control characters. */
function checkFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\\/\u0000-\u001f]/.test(name) || name === '.' || name.includes('..')) throw unprocessable('fileName must be a plain file name', 'fileName');
  return name;
}

/** The address the app serves a file at: public ones straight from storage, private ones through the access check. */
export const fileUrlOf = (deps: AppDeps, key: string, access: 'public' | 'private') => (access === 'public' ? deps.providers.storage.publicUrl(key) : `/files/${key}`);

/** spec §7: registers an upload and answers where the browser PUTs it and where it will be read. */
export async function createUpload(deps: AppDeps, principal: Principal, access: 'public' | 'private', input: UploadRequest) {
  const rules = rulesFor(input.serviceType);
  if (rules.access !== access) throw unprocessable('serviceType {serviceType} is {access}', 'serviceType', { serviceType: input.serviceType, access: rules.access });
  const fileName = checkFileName(input.fileName);
  const ext = rules.types[input.fileType];
  if (!ext) throw unprocessable('This kind of file cannot be uploaded here: choose {kinds}', 'fileType', { kinds: kindsInWords(rules.types) });
  const key = `${access}/${input.serviceType}/${crypto.randomUUID()}.${ext}`;
  await insertFile(deps.database.db, {
    category: input.serviceType,
    access,
    storage_key: key,
    file_name: fileName,
    file_type: input.fileType,
    owner_role: principal.role,
    owner_id: principal.id,
  });
  return { fileUrl: fileUrlOf(deps, key, access), uploadUrl: await deps.providers.storage.uploadUrl(key, input.fileType, rules.max) };
}

/**
 * A record file sent with the form itself (a browser without scripts): the same checks as an
 * upload (kind from the bytes, size cap, generated name); answers its fileUrl.
 */
export async function storeRecordFile(deps: AppDeps, ownerId: number, file: File, field: string): Promise<string> {
  const [{ bytes, ext, mime }] = (await checkRecordFiles([file], field)) as [{ bytes: Uint8Array; mime: string; ext: string }];
  const key = `private/phr/${crypto.randomUUID()}.${ext}`;
  const fileName = file.name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f]/g, '').slice(0, 200) || `file.${ext}`;
  await deps.providers.storage.put(key, bytes, mime);
  await insertFile(deps.database.db, {
    category: 'phr',
    access: 'private',
    storage_key: key,
    file_name: fileName,
    file_type: mime,
    size: bytes.length,
    owner_role: 'user',
    owner_id: ownerId,
    uploaded_at: deps.clock().toISOString(),
  });
  return `/files/${key}`;
}

/** A form-posted intake photo or video, checked before any is stored: its kind read from the bytes, the size cap. */
export async function checkIntakeFile(file: File, field: string): Promise<{ bytes: Uint8Array; mime: string; ext: string }> {
  if (file.size > MAX_INTAKE_FILE_BYTES) throw unprocessable('Each file must be at most {size} MB', field, { size: MAX_INTAKE_FILE_BYTES / 1024 / 1024 });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = await fileTypeFromBuffer(bytes.subarray(0, SNIFF_BYTES));
  const ext = kind ? INTAKE_FILE_TYPES[kind.mime] : undefined;
  if (!kind || !ext) throw unprocessable('This kind of file cannot be uploaded here: choose {kinds}', field, { kinds: kindsInWords(INTAKE_FILE_TYPES) });
  return { bytes, mime: kind.mime, ext };
}

/** Stores a checked intake file as the owner's upload (as POST /api/files/private would); answers it as attached. */
export async function storeIntakeFile(deps: AppDeps, ownerId: number, file: File, checked: { bytes: Uint8Array; mime: string; ext: string }): Promise<AttachedFile> {
  const key = `private/intake/${crypto.randomUUID()}.${checked.ext}`;
  // eslint-disable-next-line no-control-regex
  const name = file.name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f]/g, '').slice(0, 200) || `file.${checked.ext}`;
  await deps.providers.storage.put(key, checked.bytes, checked.mime);
  const at = deps.clock().toISOString();
  await insertFile(deps.database.db, { category: 'intake', access: 'private', storage_key: key, file_name: name, file_type: checked.mime, size: checked.bytes.length, owner_role: 'user', owner_id: ownerId, uploaded_at: at });
  return { url: `/files/${key}`, name, type: checked.mime, size: checked.bytes.length };
}

/** Reads what arrived and checks it against the kinds its category allows and the kind declared. */
async function sniff(file: StoredFile, start: Uint8Array): Promise<string> {
  const kind = await fileTypeFromBuffer(start);
  const allowed = rulesFor(file.category as FileCategory).types;
  if (!kind || !allowed[kind.mime] || kind.mime !== file.file_type) throw new AppError(415, 'The file must be {kinds}, of the kind declared when it was registered', undefined, { kinds: kindsInWords(allowed) });
  return kind.mime;
}

/** The local provider's PUT (spec §7): a signed, unexpired ticket, within the size cap, of an allowed kind; written once. */
export async function receiveUpload(deps: AppDeps, ticket: LocalUploadTicket, request: Request): Promise<void> {
  const storage = deps.providers.storage;
  const verdict = storage.checkUpload?.(ticket) ?? 'bad-key';
  if (verdict === 'bad-key') throw badRequest('Invalid upload address');
  if (verdict !== 'ok') throw forbidden(verdict === 'expired' ? 'The upload address has expired' : 'Invalid upload signature');
  const file = await findFileByKey(deps.database.db, ticket.key);
  if (!file) throw notFound();
  if (file.uploaded_at) throw new AppError(409, 'The file was already uploaded');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > ticket.max) throw new AppError(413, 'The file is too large');
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.length > ticket.max) throw new AppError(413, 'The file is too large');
  if (bytes.length === 0) throw badRequest('The file is empty');
  const mime = await sniff(file, bytes.subarray(0, SNIFF_BYTES));
  await storage.put(ticket.key, bytes, mime);
  if (!(await markUploaded(deps.database.db, file.id, bytes.length, mime, deps.clock().toISOString()))) throw new AppError(409, 'The file was already uploaded');
  deps.log.info('file_uploaded', { file_id: file.id, size: bytes.length });
}

/** A direct-to-S3 upload is checked when first used: it must exist, be within the cap and of an allowed kind. */
async function confirmUpload(deps: AppDeps, file: StoredFile): Promise<StoredFile> {
  if (file.uploaded_at) return file;
  const stored = await deps.providers.storage.head(file.storage_key, SNIFF_BYTES);
  if (!stored) throw unprocessable('The file was not uploaded', 'files');
  try {
    if (stored.size > rulesFor(file.category as FileCategory).max) throw new AppError(413, 'The file is too large');
    const mime = await sniff(file, stored.start);
    await markUploaded(deps.database.db, file.id, stored.size, mime, deps.clock().toISOString());
    return { ...file, size: stored.size, file_type: mime, uploaded_at: deps.clock().toISOString() };
  } catch (error) {
    await deps.providers.storage.delete(file.storage_key);
    await deleteFilesByKeys(deps.database.db, [file.storage_key]);
    if (error instanceof AppError) throw unprocessable(error.message, 'files');
    throw error;
  }
}

export interface AttachedFile {
  url: string;
  name: string;
  type: string;
  size: number;
}

const keyOf = (url: string) => url.replace(/^\/files\//, '');

/** Who uploaded a file: a principal's role and id. */
export interface Uploader {
  role: string;
  id: number;
}

/** Files of a category that one person uploaded, by their addresses; any other address is refused naming the field. */
export async function claimFiles(deps: AppDeps, category: FileCategory, uploader: Uploader, urls: string[], field: string): Promise<AttachedFile[]> {
  const keys = urls.map(keyOf);
  const rows = new Map((await findFilesByKeys(deps.database.db, keys)).map((row) => [row.storage_key, row]));
  const out: AttachedFile[] = [];
  for (const key of keys) {
    const row = rows.get(key);
    if (!row || row.category !== category || !isAccount({ role: row.owner_role, id: row.owner_id }, uploader)) throw unprocessable('Upload the files again', field);
    const file = await confirmUpload(deps, row);
    out.push({ url: `/files/${key}`, name: file.file_name, type: file.file_type, size: file.size ?? 0 });
  }
  return out;
}

/** The record files an owner uploaded, by their addresses; any other address is refused naming the field. */
export const claimRecordFiles = (deps: AppDeps, ownerId: number, urls: string[], field: string) => claimFiles(deps, 'phr', { role: 'user', id: ownerId }, urls, field);

/** Deletes stored record files (their record was deleted, or they were replaced). */
export async function deleteRecordFiles(deps: AppDeps, urls: string[]): Promise<void> {
  const keys = urls.map(keyOf).filter((key) => key.startsWith('private/phr/'));
  for (const key of keys) await deps.providers.storage.delete(key);
  await deleteFilesByKeys(deps.database.db, keys);
}

/**
 * A private file for a reader: `mayRead(uploader)` is the owning feature's rule (records: the
 * owner, and the practices whose customer they are; chat: the booking's two sides). Anyone
 * else gets "not found".
 */
export async function openPrivateFile(deps: AppDeps, key: string, mayRead: (uploader: Uploader) => Promise<boolean>) {
  const file = await findFileByKey(deps.database.db, key);
  if (!file || file.access !== 'private' || !file.uploaded_at || !(await mayRead({ role: file.owner_role, id: file.owner_id }))) throw notFound();
  const content = await deps.providers.storage.read(key);
  if (!content) throw notFound();
  return { content, name: file.file_name, type: file.file_type };
}
