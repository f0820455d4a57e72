/**
 * Figures read at scrape time from those who own them (the features' tables and the rooms):
 * lib may not import a feature, so createApp hands the readers in here.
 */
import { Gauge } from 'prom-client';
import { registry } from './registry';

export interface ScrapeSources {
  /** Reminders whose moment has come and that are not sent yet. */
  remindersDue(): Promise<number>;
  /** Webhook deliveries neither delivered nor given up. */
  webhooksPending(): Promise<number>;
  /** Waitlist offers still open (waiting for the owner). */
  waitlistOffersOpen(): Promise<number>;
  /** E-mails not yet handed to the mail server (0 when the outbox is the delivery). */
  emailsUnsent(): Promise<number>;
  /** This process's live rooms and their open sockets. */
  rooms(): { rooms: number; sockets: number };
}

let current: ScrapeSources | null = null;

/** The readers of the app being scraped (set by the metrics plugin: at start, and before each scrape of its app). */
export function provideScrapeSources(sources: ScrapeSources): void {
  current = sources;
}

type Read = (sources: ScrapeSources) => Promise<number> | number;

/**
 * A gauge read when scraped. `first`: a figure of the shared database, the same in every worker,
 * so a cluster scrape takes one worker's figure instead of N times it.
 */
function scraped(name: string, help: string, read: Read, aggregator: 'first' | 'sum'): void {
  new Gauge({
    name,
    help,
    aggregator,
    registers: [registry],
    async collect() {
      this.set(current ? await read(current) : 0);
    },
  });
}

scraped('reminders_due_unsent', 'Reminders whose moment has come, not sent yet.', (s) => s.remindersDue(), 'first');
scraped('webhook_deliveries_pending', 'Webhook deliveries neither delivered nor given up.', (s) => s.webhooksPending(), 'first');
scraped('waitlist_offers_open', 'Waitlist offers waiting for the owner to take them.', (s) => s.waitlistOffersOpen(), 'first');
scraped('outbox_emails_unsent', 'E-mails written but not yet handed to the mail server.', (s) => s.emailsUnsent(), 'first');
scraped('rooms_open', 'Consultation rooms with at least one socket, in this process (summed over workers).', (s) => s.rooms().rooms, 'sum');
scraped('room_sockets_open', 'Open consultation-room sockets, in this process (summed over workers).', (s) => s.rooms().sockets, 'sum');
