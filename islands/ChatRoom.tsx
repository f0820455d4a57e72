/** @jsxImportSource react */
import { useState, type FormEvent } from 'react';
import { useChat, type ChatMessage } from './session/use-chat';
import { CHAT_ACCEPT } from './session/upload-file';
import { useAttachment } from './session/use-attachment';
import { ChatFileLink } from './session/ChatFileLink';
import { ErrorAlert } from './lib/ErrorAlert';
import { zonedWhen } from './lib/zoned-format';
import { translator, type IslandMessages } from './lib/i18n';
import { teller } from './session/told';
import type { MessageKey } from '../src/lib/i18n';

/** The texts this island shows, the server's refusals and closing reasons sent over the socket among them (keys, translated here). */
export const messages = [
  'A message can be at most {max} characters.',
  'Messages',
  'Sending…',
  'No messages yet.',
  'Message',
  'Send',
  'Attach a file',
  'Uploading {name}…',
  'Connected',
  'Connecting…',
  'Reconnecting to the room…',
  'The session has ended.',
  'The upload was refused.',
  'The upload failed.',
  'This session has ended.',
  'This appointment was canceled, so it has no session.',
  'This appointment was moved to another time, so it has no session.',
  'You have been signed out.',
  'You no longer have access to this appointment.',
  'A message can be at most 2000 characters.',
  'Please write a message.',
  'You are sending messages too quickly. Please wait a moment.',
  'Attach the file again.',
  'Joined again elsewhere',
  'The session has ended',
  'Could not open the room',
] as const satisfies readonly MessageKey[];

export interface ChatRoomProps {
  bookingId: number;
  side: 'owner' | 'practice';
  /** The stored conversation, rendered on the server. */
  history: ChatMessage[];
  /** The room is open now (otherwise the transcript is read-only). */
  open: boolean;
  maxLength: number;
  /** The reader's zone, from the server: the server render and the browser's word each time alike. */
  zone: string;
  /** The reader's texts and locale (times are worded in it). */
  i18n?: IslandMessages;
}

/** A chat consultation: the conversation, live, and a box to write in. Text is only ever rendered as text. */
export default function ChatRoom({ bookingId, side, history, open, maxLength, zone, i18n }: ChatRoomProps) {
  const t = translator(i18n);
  const told = teller(t, i18n);
  const chat = useChat(bookingId, side, history, open);
  const [text, setText] = useState('');
  const { uploading, attach } = useAttachment(chat);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    if (value.length > maxLength) return chat.setNotice(t('A message can be at most {max} characters.', { max: maxLength }));
    chat.send(value);
    setText('');
  }

  return (
    <div className="chat-room" data-connection={chat.state}>
      <ol className="chat-messages" aria-label={t('Messages')} aria-live="polite">
        {chat.messages.map((m) => (
          <li key={m.id} className={`chat-message chat-${m.side === side ? 'mine' : 'theirs'}`} data-message-id={m.id}>
            <span className="chat-meta">
              {m.name} · <time dateTime={m.at}>{zonedWhen(m.at, zone, 'time', i18n?.locale)}</time>
            </span>
            {m.text ? <p className="chat-text">{m.text}</p> : null}
            {m.file ? <ChatFileLink file={m.file} /> : null}
          </li>
        ))}
        {chat.pending.map((p) => (
          <li key={p.cid} className="chat-message chat-mine chat-pending" data-pending="true">
            <span className="chat-meta">{t('Sending…')}</span>
            {p.text ? <p className="chat-text">{p.text}</p> : null}
            {p.file ? <span className="chat-file-name">{p.file.name}</span> : null}
          </li>
        ))}
      </ol>
      {chat.messages.length === 0 && chat.pending.length === 0 ? <p className="empty-state">{t('No messages yet.')}</p> : null}
      <ErrorAlert message={chat.notice === null ? null : told(chat.notice)} />
      {open ? (
        <form className="chat-form" onSubmit={submit}>
          <label htmlFor={`chat-input-${bookingId}`}>{t('Message')}</label>
          <textarea
            id={`chat-input-${bookingId}`}
            value={text}
            maxLength={maxLength}
            rows={2}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !e.shiftKey) submit(e);
            }}
          />
          <button type="submit" className="button">
            {t('Send')}
          </button>
          <label className="button button-ghost chat-attach">
            {t('Attach a file')}
            <input type="file" accept={CHAT_ACCEPT} disabled={uploading !== null} onChange={(e) => void attach(e.currentTarget)} />
          </label>
          {uploading ? <span className="muted" role="status">{t('Uploading {name}…', { name: uploading })}</span> : null}
          <span className="chat-connection muted">{chat.state === 'open' ? t('Connected') : chat.state === 'ended' || chat.state === 'closed' ? '' : chat.state === 'reconnecting' ? t('Reconnecting to the room…') : t('Connecting…')}</span>
        </form>
      ) : null}
    </div>
  );
}
