/**
 * The size rules of style.md: no source file over 400 lines, no function over 80 lines
 * (static page markup, the public site's content and pages, is left out of the function rule).
 * Usage: bun scripts/check-size.ts   — prints what breaks a rule and exits 1, or says all is well.
 */
import ts from 'typescript';

const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
const ROOTS = ['src/**/*.{ts,tsx}', 'db/**/*.ts', 'islands/**/*.{ts,tsx}', 'bench/**/*.ts', 'scripts/**/*.ts'];
const STATIC_MARKUP = /^src\/features\/public-site\/(content|views)\//;

const root = new URL('..', import.meta.url).pathname;
const problems: string[] = [];

function functionName(node: ts.Node, source: ts.SourceFile): string {
  const named = (node as { name?: ts.Node }).name;
  if (named) return named.getText(source);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  return '(anonymous)';
}

for (const pattern of ROOTS) {
  for (const file of new Bun.Glob(pattern).scanSync({ cwd: root })) {
    const text = await Bun.file(`${root}${file}`).text();
    const lines = text.split('\n').length;
    if (lines > MAX_FILE_LINES) problems.push(`${file}: ${lines} lines (file limit ${MAX_FILE_LINES})`);
    if (STATIC_MARKUP.test(file)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && 'body' in node && node.body) {
        const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (end - start + 1 > MAX_FUNCTION_LINES) problems.push(`${file}:${start + 1} ${functionName(node, source)}: ${end - start + 1} lines (function limit ${MAX_FUNCTION_LINES})`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

if (problems.length > 0) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log(`No file over ${MAX_FILE_LINES} lines, no function over ${MAX_FUNCTION_LINES} lines.`);
