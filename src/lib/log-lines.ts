/**
 * Log lines to stdout, written together once per turn of the event loop: under load one write
 * carries a burst of access lines instead of one write each. An error line goes out at once with
 * whatever waits before it, so the order holds; what waits at exit is written by the exit handler.
 */
export interface LineWriter {
  write(line: string, now?: boolean): void;
  flush(): void;
}

/** Lines held at most: past this a burst is written without waiting for the turn to end. */
const MAX_WAITING = 256;

export function batchedLines(out: (chunk: string) => void): LineWriter {
  let waiting: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting.length === 0) return;
    const chunk = waiting.join('\n');
    waiting = [];
    out(chunk);
  };
  return {
    write(line, now = false) {
      waiting.push(line);
      if (now || waiting.length >= MAX_WAITING) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    flush,
  };
}

let stdout: LineWriter | undefined;

/** The process's stdout as a LineWriter (console.log writes each chunk, with its newline, synchronously). */
export function stdoutLines(): LineWriter {
  if (!stdout) {
    const writer = batchedLines((chunk) => console.log(chunk));
    process.on('exit', () => writer.flush());
    stdout = writer;
  }
  return stdout;
}
