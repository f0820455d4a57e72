/**
 * Slot engine micro-benchmark (issue: listings and availability).
 * One listing, one viewer date, 4 consultations with 3 windows a day each, and 300 booked
 * intervals; one measured operation computes the free slots of all four consultations.
 * Prints the median and p99 of one operation in milliseconds. Run: bun bench/slots.ts
 */
import { DateTime } from 'luxon';
import { availableSlots, type Interval } from '../src/features/availability/availability.slots';

const EVERY_DAY = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const windows = [
  { days: EVERY_DAY, from: '07:00', to: '11:45' },
  { days: EVERY_DAY, from: '12:30', to: '16:45' },
  { days: EVERY_DAY, from: '17:30', to: '21:00' },
];
const consultations = [15, 20, 30, 45].map((duration) => ({ duration, schedule: windows }));

const zone = 'America/New_York';
const now = new Date('2026-12-01T12:00:00Z');
const viewerDate = '2026-12-08';
// 300 booked intervals of mixed length over the 15-day horizon, about 20 a day.
const horizonStart = DateTime.fromJSDate(now, { zone }).startOf('day');
const booked: Interval[] = Array.from({ length: 300 }, (_, i) => {
  const start = horizonStart.plus({ minutes: i * 71 });
  return { start: start.toUTC().toISO()!, end: start.plus({ minutes: [15, 20, 30, 45][i % 4]! }).toUTC().toISO()! };
});

function once(): number {
  let count = 0;
  for (const c of consultations) {
    count += availableSlots({ schedule: c.schedule, duration: c.duration, listingZone: zone, viewerZone: 'Europe/Paris', viewerDate, now, booked }).length;
  }
  return count;
}

const WARMUP = 200;
const RUNS = 2000;
for (let i = 0; i < WARMUP; i++) once();
const times: number[] = [];
let slots = 0;
for (let i = 0; i < RUNS; i++) {
  const t0 = performance.now();
  slots = once();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`slot engine: 4 consultations × 3 windows, 300 booked intervals, ${slots} free slots per run`);
console.log(`median ${pick(0.5).toFixed(3)} ms · p99 ${pick(0.99).toFixed(3)} ms over ${RUNS} runs (target: median ≤ 0.05 ms, issue 18)`);
if (pick(0.5) > 0.05) process.exitCode = 1;
