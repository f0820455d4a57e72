import { formatSlot } from '../../../lib/time';
import { t } from '../../../lib/i18n';
import { ChatFileLink } from '../../sessions/views/ChatFileLink';
import type { ChatFile } from '../../sessions/sessions.model';

/** A chat message as the appointment's transcript shows it. */
export interface TranscriptMessage {
  id: number;
  name: string;
  text: string;
  file: ChatFile | null;
  at: string;
}

/** A chat consultation's conversation, read-only (spec: history visible on the appointment). */
export function Transcript({ chat, zone }: { chat: TranscriptMessage[]; zone: string }) {
  return (
    <section class="chat-transcript">
      <h2 safe>{t('Chat')}</h2>
      {chat.length === 0 ? (
        <p class="empty-state" safe>
          {t('No messages yet.')}
        </p>
      ) : (
        <ol class="chat-messages" aria-label={t('Messages')}>
          {chat.map((m) => (
            <li class="chat-message" data-message-id={String(m.id)}>
              <span class="chat-meta" safe>{`${m.name} · ${formatSlot(m.at, zone)}`}</span>
              {m.text ? (
                <p class="chat-text" safe>
                  {m.text}
                </p>
              ) : (
                ''
              )}
              {m.file ? <ChatFileLink file={m.file} /> : ''}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
