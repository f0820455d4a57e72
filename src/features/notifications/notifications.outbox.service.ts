import type { AppDeps } from '../../deps';
import type { OutboxMessage } from '../../../db/schema/index';
import { listOutboxNewestFirst } from './notifications.repo';

/** The mails the development outbox shows, newest first. */
export function outboxNewestFirst(deps: AppDeps): Promise<OutboxMessage[]> {
  return listOutboxNewestFirst(deps.database.db);
}
