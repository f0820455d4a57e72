import { t } from 'elysia';
import type { MessageKey } from '../../lib/i18n';

/** Texts a person sees on the session page and in the chat (catalogue keys, translated where shown; the island translates those sent over the socket); the telephone text is the spec's (§2). */
export const SESSION_TEXTS = {
  NOT_YET: 'The room opens 10 minutes before the appointment.',
  ENDED: 'This session has ended.',
  CANCELED: 'This appointment was canceled, so it has no session.',
  MOVED: 'This appointment was moved to another time, so it has no session.',
  SIGNED_OUT: 'You have been signed out.',
  NO_ACCESS: 'You no longer have access to this appointment.',
  TOO_LONG: 'A message can be at most 2000 characters.',
  EMPTY: 'Please write a message.',
  TOO_FAST: 'You are sending messages too quickly. Please wait a moment.',
  NOTE_SAVED: 'Consultation note saved.',
  ATTACH_AGAIN: 'Attach the file again.',
} as const satisfies Record<string, MessageKey>;

/** What a telephone booking's session page tells both sides (spec §2). */
export const PHONE_SESSION_TEXT = 'The doctor will call you at the appointment time' satisfies MessageKey;

export const SESSION_LIMITS = {
  /** The room opens this long before the slot… */
  OPENS_BEFORE_MIN: 10,
  /** …and closes this long after the slot's end. */
  CLOSES_AFTER_MIN: 30,
  MESSAGE_MAX_CHARS: 2000,
  /** Per sender and room: a burst of this many messages… */
  MESSAGE_BURST: 120,
  /** …refilled at this many per second. */
  MESSAGES_PER_SECOND: 2,
  NOTE_MAX_CHARS: 10_000,
  /** A signalling frame (an SDP offer with many candidates stays well under this). */
  SIGNAL_MAX_BYTES: 64 * 1024,
} as const;

/** What a browser may send over the room's socket. Anything else is dropped. */
export const ClientFrame = t.Union([
  t.Object({ t: t.Literal('signal'), data: t.Record(t.String(), t.Unknown()) }),
  t.Object({
    t: t.Literal('chat'),
    cid: t.String({ minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
    text: t.String(),
    /** An attachment: the fileUrl of POST /api/files/private (serviceType chat). */
    file: t.Optional(t.String({ maxLength: 120, pattern: '^/files/private/chat/[0-9a-f-]{36}\\.[a-z0-9]{2,5}$' })),
  }),
]);
export type ClientFrame = typeof ClientFrame.static;

export const NoteBody = t.Object({ note: t.String({ maxLength: SESSION_LIMITS.NOTE_MAX_CHARS }) });

/** One chat message as both sides receive it, and its attached file: declared once, beside the chat island that reads them. */
export type { ChatMessage, ChatFile } from '../../../islands/session/use-chat';

/** Which side of the consultation a person is on. */
export type Side = 'owner' | 'practice';
