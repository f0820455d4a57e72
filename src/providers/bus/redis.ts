import { RedisClient } from 'bun';
import type { Logger } from '../../lib/log';
import type { Bus, BusState } from './bus';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 2000;

/**
 * The bus over Redis pub/sub, with Bun's client: one connection subscribes, another publishes
 * (a subscribing connection may do nothing else). On any loss both are dropped and made again
 * with backoff, and every channel subscribed again, so 'up' always means "subscribed": Bun's
 * client does not restore subscriptions by itself, and its own retries give up after a while.
 */
export function redisBus(url: string, log: Logger): Bus {
  const handlers = new Map<string, Set<(message: string) => void>>();
  const stateListeners = new Set<(state: BusState) => void>();
  let state: BusState = 'down';
  let pub: RedisClient | null = null;
  let sub: RedisClient | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: BusState) => {
    if (next === state) return;
    state = next;
    log[next === 'up' ? 'info' : 'error']('bus_state', { bus: 'redis', state: next });
    for (const listener of stateListeners) listener(next);
  };
  const deliver = (message: string, channel: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  };
  const drop = () => {
    for (const client of [pub, sub]) {
      if (!client) continue;
      client.onclose = null;
      client.close();
    }
    pub = sub = null;
  };
  const lost = () => {
    if (closed || timer) return;
    drop();
    setState('down');
    timer = setTimeout(connect, retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };
  async function connect() {
    timer = undefined;
    const options = { autoReconnect: false, enableOfflineQueue: false, connectionTimeout: 2000 };
    const [p, s] = [new RedisClient(url, options), new RedisClient(url, options)];
    pub = p;
    sub = s;
    p.onclose = s.onclose = lost;
    try {
      await Promise.all([p.connect(), s.connect()]);
      for (const channel of handlers.keys()) await s.subscribe(channel, deliver);
      if (pub !== p || closed) return;
      retryMs = RETRY_MIN_MS;
      setState('up');
    } catch {
      if (pub === p) lost();
    }
  }
  void connect();

  return {
    name: 'redis',
    get state() {
      return state;
    },
    publish(channel, message) {
      if (!pub || state === 'down') return void log.error('bus_publish_dropped', { channel });
      pub.publish(channel, message).catch((error) => log.error('bus_publish_failed', { channel, error }));
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      const first = set.size === 0;
      set.add(handler);
      if (first && sub && state === 'up') sub.subscribe(channel, deliver).catch(lost);
    },
    onState(listener) {
      stateListeners.add(listener);
    },
    close() {
      closed = true;
      clearTimeout(timer);
      drop();
      state = 'down';
    },
  };
}
