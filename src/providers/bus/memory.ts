import type { Bus } from './bus';

/** The bus of one process: a message reaches this process's subscribers at once, in order. */
export function memoryBus(): Bus {
  const handlers = new Map<string, Set<(message: string) => void>>();
  return {
    name: 'memory',
    state: 'up',
    publish(channel, message) {
      for (const handler of handlers.get(channel) ?? []) handler(message);
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(handler);
    },
    onState() {},
    close() {
      handlers.clear();
    },
  };
}
