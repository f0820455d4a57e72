import { INPUT_LIMITS } from './lib/input-limits';
import type { Logger } from './lib/log';

/**
 * How Bun serves the app. Bun's own development error page (source lines and file paths)
 * is never shown, in any mode: anything that escapes the app's error handler answers a
 * plain 500, and the fault is written to the server's log only.
 */
export function serveOptions(port: number, log: Logger, reusePort = false) {
  return {
    port,
    // Several worker processes listen on one port; the kernel spreads the connections among them.
    reusePort,
    hostname: '0.0.0.0',
    development: false,
    maxRequestBodySize: INPUT_LIMITS.MAX_MULTIPART_BYTES + 1024 * 1024,
    error(error: Error): Response {
      log.error('request_failed', { error });
      return new Response('Sorry! Something went wrong. Please try again later.', {
        status: 500,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    },
  };
}
