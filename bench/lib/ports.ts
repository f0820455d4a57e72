let next = Number(process.env.BENCH_PORT_FROM ?? 0);

/**
 * A port that is free right now: the OS picks one, and it is released at once for a child to take.
 * With BENCH_PORT_FROM=<n> (a machine shared by several runs, each given its own range) the ports
 * are taken from n upwards instead.
 */
export function freePort(): number {
  const listener = Bun.listen({ hostname: '127.0.0.1', port: next > 0 ? next++ : 0, socket: { data() {} } });
  const port = listener.port;
  listener.stop(true);
  return port;
}
