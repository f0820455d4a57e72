/** A SQL `like` pattern (with `escape '\'`) matching text that contains `q`, any case: its `%`, `_` and `\` are taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
