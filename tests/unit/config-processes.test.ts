import { expect, test } from 'bun:test';
import { availableParallelism } from 'node:os';
import { parseWorkers } from '../../src/config-processes';

test('WORKERS is a positive whole number or auto, and more than one needs REDIS_URL', () => {
  expect(parseWorkers('1', undefined)).toBe(1);
  expect(parseWorkers('3', 'redis://127.0.0.1:6379')).toBe(3);
  expect(parseWorkers('auto', 'redis://127.0.0.1:6379')).toBe(availableParallelism());
  for (const bad of ['0', '-1', '1.5', 'two', ' ', '1e3', '257']) expect(() => parseWorkers(bad, 'redis://x')).toThrow('Invalid environment variable WORKERS');
  expect(() => parseWorkers('2', undefined)).toThrow('WORKERS=2 needs the environment variable REDIS_URL');
});
