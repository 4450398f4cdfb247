import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/**
 * For the tests that keep each back-end part's Spanish texts in its `messages.ts`: finds string literals that read
 * as text for a person written anywhere else. Such a literal has an accented letter, `¿` or `¡`; or is a capitalised
 * sentence of two or more words ending in `.`, `!` or `?`; or has two or more words and is used as a message (the
 * value of a `message`, `title`, `description` or `error` property, or an argument of `new …Exception(…)`).
 * Not for production code: the package's build leaves `src/testing` out.
 *
 * Literals that only reach the logs are allowed: inside `new SomethingError(…)`, a `logger.…(…)` / `console.…(…)`
 * call, or the `super(…)` call of a class that extends an `…Error`. Comments are never looked at.
 */

export interface SpanishLiteral {
  /** The file, relative to the scanned directory (`/` separated), or `source` for a scanned text. */
  file: string;
  line: number;
  text: string;
}

const SPANISH_LETTER = /[áéíóúüñÁÉÍÓÚÜÑ¿¡]/;
const SENTENCE = /^\p{Lu}\S*( \S+)+[.!?]$/u;

/** Whether a literal's text (a template's placeholders read as `0`) looks like Spanish text for a person. */
export function looksLikeSpanishText(text: string): boolean {
  return SPANISH_LETTER.test(text) || SENTENCE.test(text.trim());
}

const MESSAGE_PROPERTY = /^(message|title|description|error)$/;
const WORDS = /\p{L} +\p{L}/u;

/** Whether the literal is (one branch of) a message property's value or an argument of `new …Exception(…)`. */
function usedAsMessage(literal: ts.Node): boolean {
  let node = literal;
  while (
    ts.isConditionalExpression(node.parent) ||
    ts.isParenthesizedExpression(node.parent) ||
    ts.isBinaryExpression(node.parent)
  ) {
    node = node.parent;
  }
  const { parent } = node;
  if (ts.isPropertyAssignment(parent)) {
    return parent.initializer === node && MESSAGE_PROPERTY.test(parent.name.getText().replace(/['"]/g, ''));
  }
  return ts.isNewExpression(parent) && /Exception$/.test(parent.expression.getText());
}

const endsWithError = (expression: ts.Expression) => /Error$/.test(expression.getText());
const isLoggerCall = (call: ts.CallExpression) =>
  ts.isPropertyAccessExpression(call.expression) &&
  /(^|\.)(logger|console)$/i.test(call.expression.expression.getText());

function extendsError(node: ts.Node): boolean {
  const owner = ts.findAncestor(node, ts.isClassLike);
  return (
    owner?.heritageClauses?.some(
      (clause) =>
        clause.token === ts.SyntaxKind.ExtendsKeyword &&
        clause.types.some((type) => endsWithError(type.expression)),
    ) ?? false
  );
}

/** Whether the literal is an argument (at any depth) of something that only reaches the logs. */
function logOnly(literal: ts.Node): boolean {
  for (let node = literal.parent; node && !ts.isSourceFile(node); node = node.parent) {
    if (ts.isNewExpression(node) && endsWithError(node.expression)) return true;
    if (ts.isCallExpression(node)) {
      if (isLoggerCall(node)) return true;
      if (node.expression.kind === ts.SyntaxKind.SuperKeyword && extendsError(node)) return true;
    }
  }
  return false;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.templateSpans.reduce((text, span) => `${text}0${span.literal.text}`, node.head.text);
  }
  return undefined;
}

/** The Spanish-looking literals of one TypeScript source text that are not log-only. */
export function spanishLiterals(source: string, file = 'source'): SpanishLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: SpanishLiteral[] = [];
  const visit = (node: ts.Node): void => {
    const text = literalText(node);
    const flagged =
      text !== undefined && (looksLikeSpanishText(text) || (WORDS.test(text) && usedAsMessage(node)));
    if (flagged && !logOnly(node)) {
      const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
      found.push({ file, line: line + 1, text });
    }
    // A template's own spans are read as part of it; literals nested in its placeholders are visited.
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

export interface SpanishScan {
  /** How many files were read (so a test can tell a clean scan from an empty one). */
  files: number;
  found: SpanishLiteral[];
}

/**
 * Scans every `.ts` file under `root` except tests (`*.test.ts`), `messages.ts` and the paths in `skip` (relative
 * to `root`, `/` separated; one ending in `/` skips a whole directory).
 */
export function scanSpanishLiterals(root: string, skip: readonly string[] = []): SpanishScan {
  const scan: SpanishScan = { files: 0, found: [] };
  const skipped = (name: string) =>
    skip.some((path) => name === path || (path.endsWith('/') && name.startsWith(path)));
  const walk = (directory: string): void => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      const name = relative(root, path).split(sep).join('/') + (entry.isDirectory() ? '/' : '');
      if (skipped(name)) continue;
      if (entry.isDirectory()) walk(path);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'messages.ts') {
        scan.files += 1;
        scan.found.push(...spanishLiterals(readFileSync(path, 'utf8'), name));
      }
    }
  };
  walk(root);
  return scan;
}
