import { expect, test } from 'bun:test';
import { batchedLines } from '../../../src/lib/log-lines';

/* Log lines wait for the end of the event loop's turn and go out in one write, in order; an error line takes what waits with it at once. */

test('lines of one turn go out together in one write, in order, once the turn ends', async () => {
  const writes: string[] = [];
  const lines = batchedLines((chunk) => writes.push(chunk));
  lines.write('a');
  lines.write('b');
  expect(writes).toEqual([]);
  await new Promise((resolve) => setImmediate(resolve));
  expect(writes).toEqual(['a\nb']);
  lines.write('c');
  await new Promise((resolve) => setImmediate(resolve));
  expect(writes).toEqual(['a\nb', 'c']);
});

test('a line that must go now takes the waiting ones before it, in order', () => {
  const writes: string[] = [];
  const lines = batchedLines((chunk) => writes.push(chunk));
  lines.write('request 1');
  lines.write('failed', true);
  expect(writes).toEqual(['request 1\nfailed']);
});

test('a long burst is written without waiting for the turn to end', () => {
  const writes: string[] = [];
  const lines = batchedLines((chunk) => writes.push(chunk));
  for (let i = 0; i < 256; i++) lines.write(String(i));
  expect(writes).toHaveLength(1);
  expect(writes[0]!.split('\n')).toHaveLength(256);
});

test('what waits at exit is written by the exit handler', async () => {
  const child = Bun.spawn([process.execPath, '-e', "const { createLogger } = await import('./src/lib/log.ts'); createLogger('info').info('last_words'); process.exit(0);"], { cwd: `${import.meta.dir}/../../..`, stdout: 'pipe' });
  const out = await new Response(child.stdout).text();
  expect(JSON.parse(out.trim())).toMatchObject({ event: 'last_words' });
});
