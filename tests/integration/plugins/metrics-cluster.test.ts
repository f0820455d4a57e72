import { expect, test } from 'bun:test';
import { resolve } from 'node:path';

const sample = (text: string, series: string) => Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.slice(series.length + 1) ?? NaN);

test('a scrape landing on one cluster worker shows the sum over all workers, and a database backlog once', async () => {
  const child = Bun.spawn([process.execPath, resolve(import.meta.dir, '../../helpers/metrics-cluster.ts')], { stdout: 'pipe', stderr: 'pipe' });
  const text = await new Response(child.stdout).text();
  expect(await child.exited).toBe(0);
  // Worker 1 counted 10 requests, worker 2 counted 20.
  expect(sample(text, 'http_requests_total{method="GET",route="/api/pets/:id",status="200"}')).toBe(30);
  // The same database read by both workers: taken once, not twice.
  expect(sample(text, 'reminders_due_unsent')).toBe(7);
  // Each worker's own sockets: summed.
  expect(sample(text, 'room_sockets_open')).toBe(3);
  expect(sample(text, 'rooms_open')).toBe(2);
}, 30_000);
