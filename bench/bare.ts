/**
 * The baseline: Elysia with one hello route and nothing else, served from its own
 * process so it never shares an event loop with the load generator.
 * Usage: bun bench/bare.ts <port>
 */
import { Elysia } from 'elysia';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: bun bench/bare.ts <port>');
  process.exit(2);
}
new Elysia().get('/', () => 'hello').listen({ port, hostname: '127.0.0.1' });
