/**
 * What the benchmark measures: one entry per target, in the order they run.
 * `server` says which process answers it: the real app, or the bare Elysia
 * hello route that every other figure is compared with. Add a target here
 * (the slots endpoint, appointment lists) and it is measured, tabled and checked.
 */
import type { Request } from 'autocannon';

export interface Target {
  name: string;
  path: string;
  /** Host header to send; the tenant plugin picks the site from it. Defaults to the server's own address. */
  host?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /** Requests built per send (autocannon's `requests`), for a body that must differ each time. */
  requests?: Request[];
  server?: 'app' | 'bare';
  /** The app's route template for this path: the measured run's requests are then checked against /metrics' `http_requests_total`. */
  route?: string;
}

export const BASELINE = 'bare';

/** A date three days ahead, always inside the booking horizon. */
const slotsDate = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);

export const TARGETS: Target[] = [
  { name: BASELINE, path: '/', server: 'bare' },
  { name: 'home', path: '/', host: 'localhost', route: '/' },
  { name: 'practice', path: '/', host: 'happypaws.localhost', route: '/' },
  { name: 'healthz', path: '/healthz', route: '/healthz' },
  // The public slots endpoint for the first demo listing (Happy Paws, video consultations).
  { name: 'slots', path: `/api/public/listings/1/slots?type=4000&date=${slotsDate}&tz=America%2FChicago`, route: '/api/public/listings/:id/slots' },
];
