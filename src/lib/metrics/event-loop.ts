import { Gauge } from 'prom-client';
import { registry } from './registry';

const TICK_MS = 100;
/** The lag is the worst drift of the last 5 seconds (50 ticks): a scrape every 15 s still sees a recent block. */
const WINDOW = 50;

const drifts: number[] = [];
let timer: ReturnType<typeof setInterval> | null = null;

new Gauge({
  name: 'nodejs_eventloop_lag_seconds',
  help: 'Event-loop lag: the largest delay of a 100 ms timer over the last 5 seconds.',
  aggregator: 'max',
  registers: [registry],
  collect() {
    this.set(drifts.length ? Math.max(...drifts) : 0);
  },
});

/** Starts measuring (once a process): a timer that should fire every 100 ms, and how late it fires. */
export function measureEventLoopLag(): void {
  if (timer) return;
  let expected = performance.now() + TICK_MS;
  timer = setInterval(() => {
    const now = performance.now();
    drifts.push(Math.max(0, now - expected) / 1000);
    if (drifts.length > WINDOW) drifts.shift();
    expected = now + TICK_MS;
  }, TICK_MS);
  timer.unref?.();
}
