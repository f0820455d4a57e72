import type { AppDeps } from '../../deps';
import type { MessageRow } from '../../../db/schema/index';
import { SESSION_LIMITS, SESSION_TEXTS, type ChatMessage } from './sessions.model';
import { findMessagesAfter, insertMessageOnce } from './sessions.repo';
import type { RoomMember } from './sessions.service';
import { claimChatFile } from './sessions.chat-files';

const HISTORY_LIMIT = 1000;

export type SendResult = { ok: true; message: ChatMessage } | { ok: false; msg: string; retryMs?: number };

/** The side a stored message was sent from. */
const sideOf = (sender: string): ChatMessage['side'] => (sender === 'practice' ? 'practice' : 'owner');

export const toChatMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  cid: row.client_id,
  side: sideOf(row.sender_role),
  name: row.sender_name,
  text: row.body,
  file: row.file_key && row.file_meta ? { url: `/files/${row.file_key}`, ...row.file_meta } : null,
  at: row.created_at,
});

/**
 * Per sender and room, a token bucket: a burst of MESSAGE_BURST, refilled at MESSAGES_PER_SECOND.
 * Kept in memory like the room itself (a room lives on one instance, architecture §11).
 */
const buckets = new WeakMap<AppDeps, Map<string, { tokens: number; at: number }>>();

function takeToken(deps: AppDeps, key: string): number {
  let byKey = buckets.get(deps);
  if (!byKey) buckets.set(deps, (byKey = new Map()));
  const now = deps.clock().getTime();
  const bucket = byKey.get(key) ?? { tokens: SESSION_LIMITS.MESSAGE_BURST, at: now };
  bucket.tokens = Math.min(SESSION_LIMITS.MESSAGE_BURST, bucket.tokens + ((now - bucket.at) / 1000) * SESSION_LIMITS.MESSAGES_PER_SECOND);
  bucket.at = now;
  byKey.set(key, bucket);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return Math.ceil(((1 - bucket.tokens) / SESSION_LIMITS.MESSAGES_PER_SECOND) * 1000);
}

/**
 * Stores a chat message (who, when, text, an attached file's reference) once per client id: a
 * resend after a dropped connection answers the stored message instead of writing it twice.
 * Text trimmed, at most MESSAGE_MAX_CHARS, and may be empty only beside a file the sender
 * uploaded; a sender over the rate limit is told when to try again.
 */
export async function sendChatMessage(deps: AppDeps, member: RoomMember, cid: string, raw: string, fileUrl?: string): Promise<SendResult> {
  const text = raw.trim();
  if (!text && !fileUrl) return { ok: false, msg: SESSION_TEXTS.EMPTY };
  if ([...text].length > SESSION_LIMITS.MESSAGE_MAX_CHARS) return { ok: false, msg: SESSION_TEXTS.TOO_LONG };
  const retryMs = takeToken(deps, `${member.bookingId}:${member.side}:${member.personId}`);
  if (retryMs > 0) return { ok: false, msg: SESSION_TEXTS.TOO_FAST, retryMs };
  const file = fileUrl ? await claimChatFile(deps, member, fileUrl) : null;
  if (file && 'refused' in file) return { ok: false, msg: file.refused };
  const row = await insertMessageOnce(deps.database.db, {
    booking_id: member.bookingId,
    sender_role: member.side,
    sender_id: member.personId,
    sender_name: member.name,
    client_id: cid,
    body: text,
    file_key: file ? file.url.replace(/^\/files\//, '') : null,
    file_meta: file ? { name: file.name, type: file.type, size: file.size } : null,
    created_at: deps.clock().toISOString(),
  });
  return { ok: true, message: toChatMessage(row) };
}

/** A room's messages after the last one a client has, oldest first. */
export async function chatHistory(deps: AppDeps, bookingId: number, afterId = 0): Promise<ChatMessage[]> {
  return (await findMessagesAfter(deps.database.db, bookingId, afterId, HISTORY_LIMIT)).map(toChatMessage);
}
