import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { insertSessionBooking } from '../../../helpers/sessions';
import { startRoomApp } from '../../../helpers/room-socket';
import { PDF, PNG, upload } from '../records/helpers';
import { MAX_RECORD_FILE_BYTES } from '../../../../src/features/files/files.model';

const CHAT = 6000;
type Sent = { id: number; text: string; file: { url: string; name: string; type: string; size: number } | null };

let rooms: Awaited<ReturnType<typeof startRoomApp>>;
beforeAll(async () => void (rooms = await startRoomApp()), 30_000);
afterAll(() => rooms.stop());
const chatUpload = (who: string, bytes: Uint8Array, type: string, name: string) => upload(rooms.app, rooms.cookies[who]!, bytes, type, name, 'chat');
const register = (who: string, fileType: string, fileName: string) =>
  rooms.app.request('/api/files/private', { method: 'POST', headers: rooms.cookies[who], json: { fileName, fileType, serviceType: 'chat' } });
const openFile = (url: string, who: string | null) => rooms.app.request(url, { headers: who ? rooms.cookies[who] : {} });

/** A chat booking with both sides in its room. */
async function chatRoom() {
  const booking = await insertSessionBooking(rooms.app, { email: 'owner@example.com', listing: 'patel', type: CHAT, startsInMin: 3 });
  const owner = rooms.connect(booking.id, 'owner');
  const vet = rooms.connect(booking.id, 'vet');
  await owner.next((f) => f.t === 'history');
  await vet.next((f) => f.t === 'history');
  return { booking, owner, vet };
}

describe('chat attachments', () => {
  test('a picture the owner attaches reaches the vet live as a reference to the file, not its bytes, and stays in the history', async () => {
    const { booking, owner, vet } = await chatRoom();
    const url = await chatUpload('owner', PNG, 'image/png', '<img src=x onerror=alert(1)>.png');
    owner.send({ t: 'chat', cid: 'pic', text: 'Her paw', file: url });
    const got = (await vet.next((f) => f.t === 'message')).message as Sent;
    expect(got).toMatchObject({ text: 'Her paw', file: { url, name: '<img src=x onerror=alert(1)>.png', type: 'image/png', size: PNG.length } });
    expect(url).toMatch(/^\/files\/private\/chat\/[0-9a-f-]{36}\.png$/);
    const res = await openFile(url, 'vet');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(PNG);
    const later = rooms.connect(booking.id, 'vet');
    expect(((await later.next((f) => f.t === 'history')).messages as Sent[]).map((m) => m.file?.url)).toEqual([url]);
    for (const s of [owner, vet, later]) s.ws.close();
  });

  test('a PDF the vet attaches is opened by the owner; a file alone needs no text', async () => {
    const { owner, vet } = await chatRoom();
    const url = await chatUpload('vet', PDF, 'application/pdf', 'Discharge notes.pdf');
    vet.send({ t: 'chat', cid: 'doc', text: '', file: url });
    expect(((await owner.next((f) => f.t === 'message')).message as Sent).file).toMatchObject({ url, name: 'Discharge notes.pdf', type: 'application/pdf' });
    const res = await openFile(url, 'owner');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    for (const s of [owner, vet]) s.ws.close();
  });

  test('another owner, another practice, a team member not managing the listing, the platform admin and a visitor cannot open the file', async () => {
    const { owner, vet } = await chatRoom();
    const url = await chatUpload('owner', PDF, 'application/pdf', 'x-ray.pdf');
    owner.send({ t: 'chat', cid: 'xray', text: 'X-ray', file: url });
    await vet.next((f) => f.t === 'message');
    for (const who of ['other owner', 'other practice', 'staff', 'admin', null]) expect({ who, status: (await openFile(url, who)).status }).toEqual({ who, status: 404 });
    for (const s of [owner, vet]) s.ws.close();
  });

  test('a file not yet sent is the uploader’s alone, and nobody can send a file someone else uploaded', async () => {
    const { owner, vet } = await chatRoom();
    const mine = await chatUpload('other owner', PNG, 'image/png', 'mine.png');
    expect((await openFile(mine, 'other owner')).status).toBe(200);
    expect((await openFile(mine, 'vet')).status).toBe(404);
    owner.send({ t: 'chat', cid: 'steal', text: 'look', file: mine });
    expect(await owner.next((f) => f.t === 'refused')).toMatchObject({ cid: 'steal', msg: 'Attach the file again.', retryMs: null });
    expect(vet.frames.some((f) => f.t === 'message')).toBe(false);
    expect((await openFile(mine, 'vet')).status).toBe(404);
    for (const s of [owner, vet]) s.ws.close();
  });

  test('a kind the chat does not take is refused: declared (naming fileType), or found in the bytes (415); too large is 413', async () => {
    const declared = await register('owner', 'text/html', 'page.html');
    expect(declared.status).toBe(422);
    expect(await declared.json()).toMatchObject({ field: 'fileType', msg: 'This kind of file cannot be uploaded here: choose a PDF, JPEG, PNG or WebP file' });
    const put = async (bytes: Uint8Array, type: string) => {
      const { uploadUrl } = (await (await register('owner', type, 'file')).json()) as { uploadUrl: string };
      return rooms.app.request(uploadUrl, { method: 'PUT', headers: { 'content-type': type }, body: bytes as BodyInit });
    };
    const html = await put(new TextEncoder().encode('<script>alert(1)</script>'), 'image/png');
    expect(html.status).toBe(415);
    expect(((await html.json()) as { msg: string }).msg).toBe('The file must be a PDF, JPEG, PNG or WebP file, of the kind declared when it was registered');
    const big = new Uint8Array(MAX_RECORD_FILE_BYTES + 1);
    big.set(PDF);
    const large = await put(big, 'application/pdf');
    expect(large.status).toBe(413);
    expect(((await large.json()) as { msg: string }).msg).toBe('The file is too large');
  });

  test('the appointment detail lists the attachment as a link, its name shown as text', async () => {
    const { booking, owner, vet } = await chatRoom();
    const url = await chatUpload('owner', PNG, 'image/png', '<em>bold<em>&.png');
    owner.send({ t: 'chat', cid: 'detail', text: '', file: url });
    await vet.next((f) => f.t === 'message');
    const html = await (await rooms.app.request(`/app/appointments/${booking.id}`, { headers: rooms.cookies.vet })).text();
    expect(html).toContain(`href="${url}"`);
    expect(html).toContain('&lt;em&gt;bold&lt;em&gt;&amp;.png');
    expect(html).not.toContain('<em>bold');
    for (const s of [owner, vet]) s.ws.close();
  });
});
