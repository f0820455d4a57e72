import ts from 'typescript';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isMessageKey } from '../../../src/lib/i18n';

/**
 * Finds text a person would read that is written in the code instead of the catalogue:
 * JSX text with a letter in it, a string with a letter given to an attribute people read
 * (placeholder, title, aria-label, alt, label…), and an error's message that is no catalogue key.
 * Text inside `t('…')`, class names, URLs and the like are not people's text and are not flagged.
 */
const READ_ATTRIBUTES = new Set(['placeholder', 'title', 'aria-label', 'alt', 'label', 'message', 'heading', 'description', 'hint', 'legend', 'emptyText', 'confirm', 'hx-confirm', 'data-confirm', 'submitLabel', 'caption']);
const ERROR_MAKERS = new Set(['badRequest', 'conflict', 'unprocessable', 'tooManyRequests', 'forbidden', 'notFound', 'unauthorized']);
const LETTER = /\p{L}{2,}/u;
const SCHEMA_TEXTS = new Set(['error', 'requiredError']);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
    }
  };
  for (const dir of dirs) walk(join(root, dir));
  return out.sort();
}

export function englishOutsideCatalogue(root: string, file: string): Finding[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const flag = (node: ts.Node, value: string) =>
    findings.push({ file: relative(root, file), line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: value.trim().slice(0, 80) });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) flag(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && READ_ATTRIBUTES.has(node.name.getText(source))) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteralLike(node.initializer.expression)
          ? node.initializer.expression
          : undefined;
      if (value && LETTER.test(value.text)) flag(value, value.text);
    }
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments?.length) {
      const callee = node.expression.getText(source);
      const messageArg = callee === 'AppError' ? node.arguments[1] : ERROR_MAKERS.has(callee) ? node.arguments[0] : undefined;
      if (messageArg && ts.isStringLiteralLike(messageArg) && !isMessageKey(messageArg.text)) flag(messageArg, messageArg.text);
      if (messageArg && ts.isTemplateExpression(messageArg)) flag(messageArg, messageArg.getText(source));
    }
    // A schema's texts ({ error: '…', requiredError: '…' }) and the values of a *_MESSAGES table are keys, translated where shown.
    if (ts.isPropertyAssignment(node) && ts.isStringLiteralLike(node.initializer) && LETTER.test(node.initializer.text) && !isMessageKey(node.initializer.text)) {
      const name = node.name.getText(source).replace(/['"]/g, '');
      const table = node.parent.parent;
      const inMessages = ts.isVariableDeclaration(table) && /MESSAGES$/.test(table.name.getText(source));
      if (SCHEMA_TEXTS.has(name) || inMessages) flag(node.initializer, node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}
