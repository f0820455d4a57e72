import type { AppDeps } from '../../deps';
import { practiceEvent } from '../../lib/practice-events';
import type { HealthRecord } from './records.repo';
import type { Tx } from '../../../db/client';

/** Tells the practices' other systems (webhooks, through `createApp`) of a new record, in its transaction; `writtenBy` is the practice that wrote it. */
export const recordAdded =
  (deps: AppDeps, writtenBy: number | null) =>
  (tx: Tx, record: HealthRecord): Promise<void> =>
    practiceEvent(deps, tx, { type: 'record.added', record, writtenBy });
