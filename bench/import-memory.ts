/**
 * The import parser's memory alone (no database): a generated file of `--rows` rows (100,000 by default; `--xlsx` for
 * a workbook) read as the import job reads it — once to count its rows, then again row by row — in a process of its
 * own, with its RSS, heap and buffers sampled at every 1,000th row and every 20 ms. The figures are growth over the
 * process's state just before the first read (the file's bytes already in memory).
 *
 *   npm run bench:import-memory -- [--rows 100000] [--xlsx] [--file cached.bin] [--live]
 *
 * `--file` keeps the generated file for the next runs (the first run generates it and measures the generator's
 * garbage too); `--live` also reports the heap after a full collection every 10,000 rows (what is really kept).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { checkImportContent } from '../src/files/import-files.js';
import { openImportFile } from '../src/leads/imports/import-parser.js';
import { generateFile, XLSX_TYPE } from './lead-import.js';
import { intArg, parseArgs } from './lib/common.js';

const args = parseArgs(process.argv.slice(2));
const rows = intArg(args, 'rows', 100_000);
const format = args.xlsx === true ? 'xlsx' : 'csv';
const cache = typeof args.file === 'string' ? args.file : null;

let bytes: Buffer;
if (cache && existsSync(cache)) bytes = readFileSync(cache);
else {
  bytes = (await generateFile(format, rows)).bytes;
  if (cache) writeFileSync(cache, bytes);
  // The generator's garbage is not the parser's.
  process.stdout.write('generated; run again with the same --file to measure without the generator\n');
}
const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
gc?.();
const mb = (n: number) => n / 1024 / 1024;
const before = process.memoryUsage();
const peak = {
  rss: before.rss,
  heapUsed: before.heapUsed,
  external: before.external,
  arrayBuffers: before.arrayBuffers,
};
const sample = () => {
  const m = process.memoryUsage();
  peak.rss = Math.max(peak.rss, m.rss);
  peak.heapUsed = Math.max(peak.heapUsed, m.heapUsed);
  peak.external = Math.max(peak.external, m.external);
  peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
};
/** With `--live` (and `--expose-gc`): the heap after a full collection every 10,000 rows, what the reader keeps. */
const live = args.live === true && gc !== undefined;
let liveMax = 0;
const settle = (n: number) => {
  if (!live || n % 10_000 !== 0) return;
  gc?.();
  liveMax = Math.max(liveMax, process.memoryUsage().heapUsed - before.heapUsed);
};
const timer = setInterval(sample, 20);
const t = performance.now();
const kind = await checkImportContent(bytes, format === 'xlsx' ? XLSX_TYPE : 'text/csv');
let counted = 0;
const counting = await openImportFile(bytes, { format: kind });
for await (const _ of counting.rows)
  if (++counted % 1000 === 0) {
    sample();
    settle(counted);
  }
const tCount = performance.now() - t;
let read = 0;
const opened = await openImportFile(bytes, { format: kind });
for await (const _ of opened.rows)
  if (++read % 1000 === 0) {
    sample();
    settle(read);
  }
sample();
clearInterval(timer);
const ms = performance.now() - t;
process.stdout.write(
  `${format} ${rows} rows (${mb(bytes.length).toFixed(1)} MB file): counted ${counted}, read ${read} in ${(ms / 1000).toFixed(2)} s ` +
    `(count ${(tCount / 1000).toFixed(2)} s); growth over before: RSS +${mb(peak.rss - before.rss).toFixed(0)} MB ` +
    `(${mb(before.rss).toFixed(0)} → ${mb(peak.rss).toFixed(0)}), heapUsed +${mb(peak.heapUsed - before.heapUsed).toFixed(0)} MB, ` +
    `external +${mb(peak.external - before.external).toFixed(0)} MB, arrayBuffers +${mb(peak.arrayBuffers - before.arrayBuffers).toFixed(0)} MB` +
    `${live ? `; live heap after a collection at most +${mb(liveMax).toFixed(0)} MB` : ''}\n`,
);
process.exit(0);
