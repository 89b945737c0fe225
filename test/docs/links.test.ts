import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/**
 * Every relative Markdown link of the README and the documents, `](path)` or `](path#anchor)`, names a file that
 * exists (anchors are not checked). Links to other sites and links within the same page are left alone.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

function markdownFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const documents = ['README.md', ...markdownFiles('docs')];

/** The relative targets of a document's links, without their anchors. */
function relativeTargets(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    .map((target) => target.split('#')[0]);
}

test('the README and the documents are found', () => {
  assert.ok(documents.includes('README.md'));
  assert.ok(documents.includes(join('docs', 'decisions.md')));
  assert.ok(documents.length >= 10, documents.join(', '));
});

for (const document of documents) {
  test(`every relative link of ${document} names an existing file`, () => {
    const text = readFileSync(join(root, document), 'utf8');
    const missing = relativeTargets(text).filter((target) => !existsSync(join(root, dirname(document), target)));
    assert.deepEqual(missing, [], `${relative(root, join(root, document))} links to files that do not exist`);
  });
}

test('a link is read with its anchor dropped, and other sites and same-page anchors are left alone', () => {
  const text = '[a](docs/x.md#part) [b](https://example.com/y) [c](#here) [d](images/z.png) `](not a link)`';
  assert.deepEqual(relativeTargets(text), ['docs/x.md', 'images/z.png']);
});
