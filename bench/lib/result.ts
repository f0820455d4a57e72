/**
 * The one line a bench script prints for `npm run bench` to read (bench/goals.ts runs the
 * scripts as child processes): `RESULT {json}`, last of its output.
 */
const PREFIX = 'RESULT ';

export function printResult(result: object): void {
  console.log(`${PREFIX}${JSON.stringify(result)}`);
}

/** The result a script printed, or an error naming the script when it printed none. */
export function readResult<T>(script: string, output: string): T {
  const line = output.split('\n').findLast((l) => l.startsWith(PREFIX));
  if (!line) throw new Error(`${script} printed no result:\n${output.split('\n').slice(-15).join('\n')}`);
  return JSON.parse(line.slice(PREFIX.length)) as T;
}
