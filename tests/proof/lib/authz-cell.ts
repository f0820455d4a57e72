/**
 * How one cell of the authorization matrix (check R4) is sent and judged. A row names how to call
 * its route on a world's object and the text that shows the object; a cell's outcome is
 *   ok   answered and showed the object (its marker, or any 2xx when the row names none), or wrote one of its rows
 *   own  answered (2xx), but with the caller's own data only: no marker shown, no row of another written
 *   no   refused: 4xx, or a redirect that wrote nothing of the world's (to a login, or away)
 * A leak is an answer of `ok` where the table says `no` or `own`.
 */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../helpers/app';
import type { World } from './authz-world';
import { takeWrites, type Write } from './db-audit';

/** The marker of a row judged by what it wrote: `ok` only when it wrote a row of the world's owner or practice. */
export const WRITTEN = 'written';

export type Outcome = 'ok' | 'own' | 'no';

export interface Call {
  method: string;
  path: string;
  form?: Record<string, string> | [string, string][];
  json?: unknown;
  /**
   * A WebSocket upgrade: app.handle runs the room's checks, then, with no server to upgrade on,
   * answers 400 "Expected a websocket connection": that answer means the checks let it in.
   */
  ws?: boolean;
  /** The Host the call is sent to (default localhost): a practice's site host for a route only served there. */
  host?: string;
}

export const page = (path: string): Call => ({ method: 'GET', path });
export const form = (path: string, fields: Record<string, string> | [string, string][] = {}): Call => ({ method: 'POST', path, form: fields });
export const api = (method: string, path: string, json?: unknown): Call => ({ method, path, json });
export const socket = (path: string): Call => ({ method: 'GET', path, ws: true });
/** The call sent to a practice's site host instead of the platform's. */
export const onHost = (host: string, call: Call): Call => ({ ...call, host });

/**
 * Writes any request may make without touching another's data: failure counters, the mail outbox,
 * and the records access log (a row follows a granted read, which the row's marker judges).
 */
const HOUSEKEEPING = new Set(['throttle_events', 'outbox', 'files', 'records_access']);

function headersFor(call: Call, token: string | null, htmx: boolean): Headers {
  const headers = new Headers({ host: call.host ?? 'localhost' });
  if (token) {
    headers.set('cookie', `session=${token}`);
    headers.set('authorization', `Bearer ${token}`);
  }
  if (htmx) headers.set('hx-request', 'true');
  if (call.form) headers.set('content-type', 'application/x-www-form-urlencoded');
  if (call.json !== undefined) headers.set('content-type', 'application/json');
  if (call.ws) {
    for (const [k, v] of Object.entries({ connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' })) headers.set(k, v);
  }
  return headers;
}

/** Whether a write touched the world's owner or practice: one of its rows, or a new row that is theirs. */
async function touchesWorld(app: TestApp, world: World, write: Write): Promise<boolean> {
  if (HOUSEKEEPING.has(write.tbl)) return false;
  if (write.op !== 'insert') return world.rows.has(`${write.tbl}#${write.rid}`);
  const [row] = await app.db.all<Record<string, unknown>>(sql.raw(`select * from "${write.tbl}" where rowid = ${write.rid}`));
  if (!row) return false;
  // A row kept with one of the world's entries (its history) is theirs too.
  if (typeof row.phr_id === 'number' && world.rows.has(`phr#${row.phr_id}`)) return true;
  return row.user_id === world.owner || row.pet_id === world.pet || row.booking_id === world.booking || row.vendor_id === world.practice || row.vendor_listing_id === world.listing;
}

export interface CellResult {
  outcome: Outcome;
  status: number;
  touched: string[];
}

/** Sends the call as the principal and judges the answer. `marker` 'written' judges by the writes alone. */
export async function runCell(app: TestApp, world: World, call: Call, marker: string | null, token: string | null, htmx = false): Promise<CellResult> {
  await takeWrites(app.db);
  const body = call.form ? new URLSearchParams(call.form).toString() : call.json !== undefined ? JSON.stringify(call.json) : undefined;
  const res = await app.app.handle(new Request(`http://${call.host ?? 'localhost'}${call.path}`, { method: call.method, headers: headersFor(call, token, htmx), body }));
  const text = await res.text();
  const touched: string[] = [];
  for (const write of await takeWrites(app.db)) if (await touchesWorld(app, world, write)) touched.push(`${write.op} ${write.tbl}#${write.rid}`);
  if (touched.length > 0) return { outcome: 'ok', status: res.status, touched };
  const upgraded = call.ws && res.status === 400 && text === 'Expected a websocket connection';
  const answered = res.status < 300 || upgraded;
  if (!answered) return { outcome: 'no', status: res.status, touched };
  const shown = marker === null || (marker !== WRITTEN && text.includes(marker));
  return { outcome: shown ? 'ok' : 'own', status: res.status, touched };
}
