import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function serviceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return serviceFiles(path);
    return entry.name.endsWith('.service.ts') ? [path] : [];
  });
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false);

const isExported = (node: ts.Node) => hasModifier(node, ts.SyntaxKind.ExportKeyword);

/** A method or getter of the class's API: not private, protected or `#private`. */
const isPublicMember = (member: ts.ClassElement) =>
  !hasModifier(member, ts.SyntaxKind.PrivateKeyword) &&
  !hasModifier(member, ts.SyntaxKind.ProtectedKeyword) &&
  !(member.name && ts.isPrivateIdentifier(member.name));

/**
 * The exported functions of a service without a return type annotation, as `file:line name`: function declarations,
 * functions bound to an exported `const`, and the public methods and getters of an exported class.
 */
function untypedExports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, name: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    found.push(`${relative(ROOT, file)}:${line} ${name}`);
  };
  for (const statement of source.statements) {
    if (!isExported(statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.body && !statement.type) {
      report(statement, statement.name?.text ?? 'default');
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (!init || declaration.type) continue;
        if ((ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && !init.type) {
          report(declaration, declaration.name.getText(source));
        }
      }
    } else if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        const isFunction = ts.isMethodDeclaration(member) || ts.isGetAccessorDeclaration(member);
        if (isFunction && !member.type && isPublicMember(member)) {
          report(member, `${statement.name?.text ?? 'default'}.${member.name.getText(source)}`);
        }
      }
    }
  }
  return found;
}

test('every exported function of src/**/*.service.ts declares its return type', () => {
  const files = serviceFiles(join(ROOT, 'src'));
  assert.ok(files.length > 0);
  const offenders = files.sort().flatMap(untypedExports);
  assert.deepEqual(offenders, [], `declare the return type of:\n${offenders.join('\n')}`);
});
