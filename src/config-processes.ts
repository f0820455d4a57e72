/** WORKERS: how many processes serve the port, checked against what several processes need. */
import { availableParallelism } from 'node:os';
import { ConfigError } from './config-error';

/** A positive whole number (at most this many) or `auto`. */
const MAX_WORKERS = 256;

/** `auto` is one process per core; more than one needs REDIS_URL, which carries the rooms between them. */
export function parseWorkers(raw: string, redisUrl: string | undefined): number {
  const text = raw.trim().toLowerCase();
  const workers = text === 'auto' ? availableParallelism() : /^[1-9][0-9]*$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(workers) || workers > MAX_WORKERS) {
    throw new ConfigError(`Invalid environment variable WORKERS: expected a positive whole number (at most ${MAX_WORKERS}) or "auto", got ${JSON.stringify(raw)}`);
  }
  if (workers > 1 && !redisUrl) {
    throw new ConfigError(
      `WORKERS=${workers} needs the environment variable REDIS_URL: the two people of a consultation room may land on different processes, and only Redis carries the room's messages between them`,
    );
  }
  return workers;
}
