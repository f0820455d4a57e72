/**
 * Island props travel as JSON inside `<script type="application/json">`: the browser never
 * executes it (so the CSP's "no inline script" holds) and never decodes character references in it.
 * Script data ends only at `</script`, and `<!--` changes how it is parsed, so `<` and `>` are
 * written as JSON escapes; `&` too (for any tool that reads the page as XML), and U+2028/2029,
 * which older JavaScript parsers took for line ends. JSON.stringify already escapes controls,
 * quotes, backslashes and lone surrogates. `JSON.parse` of the element's text gives the props back.
 */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

export function islandPropsJson(props: unknown): string {
  return JSON.stringify(props).replace(UNSAFE_IN_SCRIPT, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
