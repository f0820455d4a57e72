/** The kinds a chat may attach, by file extension when the browser does not say (the server reads the bytes anyway). */
const TYPES_BY_EXT: Record<string, string> = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
export const CHAT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

const typeOf = (file: File) => file.type || TYPES_BY_EXT[(file.name.split('.').pop() ?? '').toLowerCase()] || 'application/octet-stream';

async function refusal(res: Response, fallback: string): Promise<Error> {
  const body = (await res.json().catch(() => null)) as { msg?: string } | null;
  return new Error(body?.msg || fallback);
}

/**
 * Uploads a file through the files API (spec §7): registers it (POST /api/files/private), PUTs
 * its bytes to the upload address (200 = done) and answers where it will be read. A refusal
 * (a kind not allowed, too large) throws with the server's message.
 */
export async function uploadPrivateFile(file: File, serviceType: string): Promise<string> {
  const type = typeOf(file);
  const registered = await fetch('/api/files/private', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ fileName: file.name, fileType: type, serviceType }),
  });
  if (!registered.ok) throw await refusal(registered, 'The upload was refused.');
  const { fileUrl, uploadUrl } = (await registered.json()) as { fileUrl: string; uploadUrl: string };
  const put = await fetch(uploadUrl, { method: 'PUT', credentials: 'same-origin', headers: { 'content-type': type }, body: file });
  if (put.status !== 200) throw await refusal(put, 'The upload failed.');
  return fileUrl;
}
