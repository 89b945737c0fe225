import assert from 'node:assert/strict';
import { createRequire, register } from 'node:module';
import { test } from 'node:test';
import { MessageChannel } from 'node:worker_threads';

// The modules the app loads: ESM ones as a resolve hook registered before the app is built reports them, CommonJS
// ones as `require`'s cache holds them.
const resolved = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => resolved.add(url));
port1.unref();
const hook = `
let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  port.postMessage(result.url);
  return result;
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: port2 }, transferList: [port2] });

const { build } = await import('../helpers/build.js');
const { pdfkit } = await import('../../src/platform/pdf-libs.js');
// The whole app, as the service starts it: its main thread draws no PDF until one is asked for.
await build();
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const required = createRequire(import.meta.url).cache;
const loaded = () =>
  [...resolved, ...Object.keys(required)]
    .filter((path) => /node_modules\/(pdfkit|fontkit)\//.test(path))
    .map((path) => path.split('node_modules/')[1]);

test('starting the service loads neither pdfkit nor fontkit; the first PDF does, from their CommonJS builds', async () => {
  await settle();
  assert.ok(resolved.size > 100, `the hook saw ${resolved.size} modules`);
  assert.deepEqual(loaded(), []);
  const PDFDocument = pdfkit();
  new PDFDocument().end();
  await settle();
  assert.ok(loaded().includes('pdfkit/js/pdfkit.js'), JSON.stringify(loaded()));
  assert.ok(loaded().includes('fontkit/dist/main.cjs'), JSON.stringify(loaded()));
});
