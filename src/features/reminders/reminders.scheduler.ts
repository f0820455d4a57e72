import { DateTime } from 'luxon';
import { hostname } from 'node:os';
import type { AppDeps } from '../../deps';
import { bookingsStartingBetween, ownerZone } from '../booking/booking.queries';
import { immunizationsDueBetween } from '../records/records.immunizations';
import { claimReminder, findClaimableDue, findPlannedKeys, finishReminder, insertReminders, type NewReminder } from './reminders.repo';
import { APPOINTMENT_LEADS, VACCINE_DAYS_BEFORE, appointmentReminderRows, sendReminder, vaccineReminderKey, vaccineReminderRow } from './reminders.service';

/*
 * The in-process reminder scheduler, started by src/start.ts. Nothing lives in memory: each
 * tick plans the reminders that will come due (rows, by key, so planning twice plans once), then
 * claims due rows one by one with a single UPDATE and sends what it claimed. Two processes on one
 * database never send the same row: only one UPDATE changes it. A process that dies holding a claim
 * leaves it to be taken over after config.reminders.staleMs (the one case a reminder may go twice:
 * a crash between the send and recording it).
 */

/** Rows claimed per tick at most; the rest wait for the next tick. */
const BATCH = 100;

export interface TickOptions {
  /** The instant the tick acts at (tests inject one); deps.clock() otherwise. */
  now?: Date;
  /** Who claims: one name per process. */
  worker?: string;
}

export interface TickResult {
  planned: number;
  sent: number;
  voided: number;
}

/** A name for this process's claims. */
const workerName = () => `${hostname()}:${process.pid}:${crypto.randomUUID().slice(0, 8)}`;

/** Reminders that will come due soon and are not planned yet: bookings starting within 25 hours, immunizations due within 8 days. */
async function unplanned(deps: AppDeps, now: Date): Promise<NewReminder[]> {
  const until = new Date(now.getTime() + APPOINTMENT_LEADS.appointment_24h + 3_600_000);
  const appointments = (await bookingsStartingBetween(deps, now, until)).flatMap(appointmentReminderRows);
  const today = DateTime.fromJSDate(now, { zone: 'UTC' });
  // A day either side of the UTC dates covers every zone's today.
  const due = await immunizationsDueBetween(deps, today.minus({ days: 1 }).toISODate()!, today.plus({ days: VACCINE_DAYS_BEFORE + 1 }).toISODate()!);
  const planned = await findPlannedKeys(deps.database.db, [...appointments.map((row) => row.key), ...due.map(vaccineReminderKey)]);
  const rows = appointments.filter((row) => !planned.has(row.key));
  // The owner's zone is looked up only for what is new.
  for (const record of due.filter((r) => !planned.has(vaccineReminderKey(r)))) rows.push(vaccineReminderRow(record, await ownerZone(deps, record.user_id)));
  return rows;
}

/** One round: plan what is new, then claim and send what is due. Tests call it directly with an injected clock. */
export async function reminderTick(deps: AppDeps, options: TickOptions = {}): Promise<TickResult> {
  const now = options.now ?? deps.clock();
  const worker = options.worker ?? workerName();
  const db = deps.database.db;
  const fresh = await unplanned(deps, now);
  await insertReminders(db, fresh);
  const at = now.toISOString();
  const staleBefore = new Date(now.getTime() - deps.config.reminders.staleMs).toISOString();
  const result: TickResult = { planned: fresh.length, sent: 0, voided: 0 };
  for (const id of await findClaimableDue(db, at, staleBefore, BATCH)) {
    const reminder = await claimReminder(db, id, worker, at, staleBefore);
    if (!reminder) continue;
    let outcome: 'sent' | 'void';
    try {
      outcome = await sendReminder(deps, reminder, now);
    } catch (error) {
      // Not sent (the mail server refused): the claim goes stale and a later tick tries again.
      deps.log.error('reminder_failed', { reminder_id: id, error });
      continue;
    }
    await finishReminder(db, id, worker, outcome, deps.clock().toISOString());
    if (outcome === 'sent') result.sent++;
    else result.voided++;
  }
  if (result.sent + result.voided > 0) deps.log.info('reminders_sent', { ...result });
  return result;
}

/**
 * Runs a tick now and then every config.reminders.everyMs (unref'd: it never keeps the process
 * alive), one at a time. `stop` ends it and waits for a tick under way (on shutdown).
 */
export function startReminderScheduler(deps: AppDeps): { stop(): Promise<void> } {
  const worker = workerName();
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = reminderTick(deps, { worker })
      .catch((error) => deps.log.error('reminders_failed', { error }))
      .finally(() => {
        busy = false;
      });
  };
  tick();
  const timer = setInterval(tick, deps.config.reminders.everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
