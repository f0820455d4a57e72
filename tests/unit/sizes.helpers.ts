import ts from 'typescript';

export const MAX_FILE_LINES = 300;
export const MAX_FUNCTION_LINES = 60;

export interface LongFunction {
  name: string;
  line: number;
  lines: number;
}

/**
 * Every function with more than MAX_FUNCTION_LINES lines of its own: a declaration, expression,
 * arrow, method, accessor or constructor with a body, from its first line to its last, less the
 * lines of the functions written inside it (those are measured on their own), so a route builder
 * is held to its own glue and each handler to its own body.
 */
export function longFunctions(file: string, source: string): LongFunction[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (pos: number) => tree.getLineAndCharacterOfPosition(pos).line;
  const found: LongFunction[] = [];
  /** Walks `node`'s subtree; answers the lines taken by the outermost functions within it. */
  const visit = (node: ts.Node): number => {
    let inner = 0;
    ts.forEachChild(node, (child) => {
      inner += visit(child);
    });
    if (!(ts.isFunctionLike(node) && 'body' in node && node.body)) return inner;
    const span = lineOf(node.getEnd()) - lineOf(node.getStart(tree)) + 1;
    const own = span - inner;
    if (own > MAX_FUNCTION_LINES) found.push({ name: nameOf(node), line: lineOf(node.getStart(tree)) + 1, lines: own });
    return span;
  };
  visit(tree);
  return found;
}

function nameOf(node: ts.Node): string {
  const named = (node as { name?: ts.Node }).name;
  if (named && ts.isIdentifier(named)) return named.text;
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  if (parent && ts.isPropertyAssignment(parent) && ts.isIdentifier(parent.name)) return parent.name.text;
  return '(anonymous)';
}
