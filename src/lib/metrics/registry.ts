/**
 * The process's Prometheus metrics (prom-client): names and labels in docs/decisions/0040-metrics.md.
 * Plugins, db and features count here (a lower layer: everyone may import it); `/metrics` reads it.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

collectDefaultMetrics({ register: registry });
// prom-client's event-loop figures come from perf_hooks.monitorEventLoopDelay, which misses blocked
// loops under Bun (a 300 ms block read as 0.3 ms): they are replaced by a timer's drift (event-loop.ts).
for (const name of registry.getMetricsAsArray().map((metric) => metric.name)) {
  if (name.startsWith('nodejs_eventloop_lag')) registry.removeSingleMetric(name);
}

// http_requests_total and http_request_duration_seconds: requests.ts.

export const bookingsPaid = new Counter({ name: 'bookings_paid_total', help: 'Bookings confirmed after a successful charge.', registers: [registry] });

/** Why a booking was refused: a bounded set (see refusalReason in the booking feature). */
export const REFUSAL_REASONS = ['slot_taken', 'payment_declined', 'payment_conflict', 'validation', 'not_allowed', 'not_found', 'throttled', 'other'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const bookingRefusals = new Counter({ name: 'booking_refusals_total', help: 'Booking attempts refused, by reason.', labelNames: ['reason'], registers: [registry] });

export const payments = new Counter({ name: 'payments_total', help: 'Charges asked of the payment provider, by provider and result (succeeded, declined, error).', labelNames: ['provider', 'result'], registers: [registry] });

export const writeQueueDepth = new Gauge({ name: 'db_write_queue_depth', help: 'Writes waiting in this process for their batch to start.', registers: [registry] });

export const writeQueueWait = new Histogram({
  name: 'db_write_queue_wait_seconds',
  help: 'Time a write waited in the queue before its batch started.',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
  registers: [registry],
});
