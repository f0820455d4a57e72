import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startRedis, type RunningRedis } from '../../helpers/redis-server';
import { redisBus } from '../../../src/providers/bus/redis';
import { memoryBus } from '../../../src/providers/bus/memory';
import { createLogger } from '../../../src/lib/log';
import type { Bus } from '../../../src/providers/bus/bus';

let redis: RunningRedis;
beforeAll(async () => void (redis = await startRedis()), 20_000);
afterAll(() => redis?.dispose());

async function until(done: () => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!done() && Date.now() < deadline) await Bun.sleep(20);
}

/** Two buses (as two processes) and what the second heard on channel "c". */
function pair() {
  const log = createLogger('silent');
  const [one, two] = [redisBus(redis.url, log), redisBus(redis.url, log)];
  const heard: string[] = [];
  const states: string[] = [];
  two.subscribe('c', (m) => heard.push(m));
  two.onState((s) => states.push(s));
  return { one, two, heard, states, close: () => (one.close(), two.close()) };
}
const up = (...buses: Bus[]) => until(() => buses.every((b) => b.state === 'up'));

describe('the Redis bus', () => {
  test('a message published on one bus reaches the subscriber of the other, in order', async () => {
    const { one, two, heard, close } = pair();
    await up(one, two);
    for (let i = 0; i < 50; i++) one.publish('c', `m${i}`);
    await until(() => heard.length === 50);
    expect(heard).toEqual(Array.from({ length: 50 }, (_, i) => `m${i}`));
    close();
  });

  test('after a Redis restart it says down, then up again, and its subscriptions are back', async () => {
    const { one, two, heard, states, close } = pair();
    await up(one, two);
    await redis.stop();
    await until(() => one.state === 'down' && two.state === 'down');
    expect([one.state, two.state]).toEqual(['down', 'down']);
    // Publishing while down neither throws nor waits.
    expect(() => one.publish('c', 'lost')).not.toThrow();
    await redis.start();
    await up(one, two);
    one.publish('c', 'back');
    await until(() => heard.includes('back'));
    expect(heard).toEqual(['back']);
    expect(states).toEqual(['up', 'down', 'up']);
    close();
  }, 30_000);

  test('the in-process bus delivers at once and is always up', () => {
    const bus = memoryBus();
    const heard: string[] = [];
    bus.subscribe('c', (m) => heard.push(m));
    bus.publish('c', 'now');
    expect([bus.state, heard]).toEqual(['up', ['now']]);
  });
});
