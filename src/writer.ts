/**
 * The writer thread's entry (db/write-thread): loads the modules that define the named writes,
 * then makes the writes the serving thread posts. Started by `startWriter`.
 */
import { serveWrites } from '../db/write-thread';
import './features/booking/booking.writes';
import './providers/mail/outbox';

serveWrites();
