import { t } from 'elysia';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { AppDeps } from '../../deps';
import { featureRoutes } from '../../plugins/setup';
import { AppError } from '../../lib/errors';
import { t as tr } from '../../lib/i18n';
import { requestHost } from '../../lib/hosts';
import { ClientFrame, SESSION_LIMITS } from './sessions.model';
import { roomsOf, type RoomSocket } from './sessions.rooms';
import { joinRoom, videoJoinFor, type RoomMember } from './sessions.service';
import { chatHistory, sendChatMessage } from './sessions.chat.service';
import { closeIfRightEnded, openSocketsOf, type OpenSocket } from './sessions.access';

const frameCheck = TypeCompiler.Compile(ClientFrame);
export { roomsOf };

/** A browser on another site may not open a room with a visitor's cookie. */
function sameOrigin(request: Request, trustProxy: boolean): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return true;
  try {
    return new URL(origin).host.toLowerCase() === requestHost(request, trustProxy).toLowerCase();
  } catch {
    return false;
  }
}

function parse(message: unknown): ClientFrame | null {
  let value = message;
  if (typeof value === 'string') {
    if (value.length > SESSION_LIMITS.SIGNAL_MAX_BYTES) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return frameCheck.Check(value) ? value : null;
}

/**
 * A booking's live room over one WebSocket (`/appointments/:id/live`): WebRTC signalling for
 * a video booking, the chat for a chat booking. The upgrade is refused unless the session
 * cookie belongs to one of the booking's two sides and the room is open now.
 */
export const sessionsSocket = (deps: AppDeps) => {
  const live = roomsOf(deps);
  live.readChat = (bookingId, after) => chatHistory(deps, bookingId, after);
  const sockets = openSocketsOf(deps);

  async function opened(id: string, member: RoomMember, socket: RoomSocket, after: number) {
    const video = member.kind === 'video' ? await videoJoinFor(deps, member) : null;
    const entry = { member, socket };
    sockets.set(id, entry);
    live.join(member.bookingId, socket, (peer) =>
      socket.send({ t: 'welcome', kind: member.kind, side: member.side, name: member.name, polite: member.side === 'owner', peer, video }),
    );
    live.closeAt(member.bookingId, new Date(member.closesAt).getTime() - deps.clock().getTime());
    // A right that ended between the upgrade's check and the registration above was announced to nobody.
    if (await closeIfRightEnded(deps, entry)) return;
    if (member.kind === 'chat') {
      await live.serial(member.bookingId, async () => {
        const messages = await chatHistory(deps, member.bookingId, after);
        socket.send({ t: 'history', messages });
        socket.cursor = Math.max(after, messages.at(-1)?.id ?? 0);
      });
    }
  }

  async function received(entry: OpenSocket, frame: ClientFrame) {
    const { member, socket } = entry;
    if (frame.t === 'signal') {
      if (member.kind === 'video') live.relay(member.bookingId, socket, frame);
      return;
    }
    if (member.kind !== 'chat') return;
    await live.serial(member.bookingId, async () => {
      // Checked again for every message, so one sent after the right ended is never stored, even unannounced.
      if (await closeIfRightEnded(deps, entry)) return;
      const result = await sendChatMessage(deps, member, frame.cid, frame.text, frame.file);
      if (result.ok) await live.chat(member.bookingId, result.message, socket);
      else socket.send({ t: 'refused', cid: frame.cid, msg: result.msg, retryMs: result.retryMs ?? null });
    });
  }

  return featureRoutes('sessions-socket', deps)
    .resolve(async ({ principal, params, request, status }) => {
      if (!sameOrigin(request, deps.config.trustProxy)) return status(403, { msg: tr('Cross-site request refused') });
      const bookingId = Number((params as { id?: string }).id);
      if (!Number.isSafeInteger(bookingId) || bookingId < 1) return status(404, { msg: tr('Appointment not found') });
      // While the bus between processes is down, the other side may be unreachable: the island retries.
      if (!live.open) return status(503, { msg: tr('Reconnecting to the room…') });
      try {
        const member = await joinRoom(deps, principal, bookingId);
        return { member };
      } catch (error) {
        if (error instanceof AppError) return status(error.status as 401, { msg: error.message });
        throw error;
      }
    })
    .ws('/appointments/:id/live', {
      query: t.Object({ after: t.Optional(t.Numeric({ minimum: 0 })) }),
      maxPayloadLength: SESSION_LIMITS.SIGNAL_MAX_BYTES,
      async open(ws) {
        const { member, query } = ws.data;
        const socket: RoomSocket = {
          side: member.side,
          name: member.name,
          send: (frame) => ws.send(JSON.stringify(frame)),
          close: (code, reason) => ws.close(code, reason),
        };
        await opened(ws.id, member, socket, query.after ?? 0).catch((error) => {
          deps.log.error('session_open_failed', { bookingId: member.bookingId, error });
          ws.close(1011, 'Could not open the room');
        });
      },
      async message(ws, message) {
        const entry = sockets.get(ws.id);
        const frame = parse(message);
        if (!entry || !frame) return;
        await received(entry, frame).catch((error) => deps.log.error('session_message_failed', { bookingId: entry.member.bookingId, error }));
      },
      close(ws) {
        const entry = sockets.get(ws.id);
        if (!entry) return;
        sockets.delete(ws.id);
        live.leave(entry.member.bookingId, entry.socket);
      },
    });
};
