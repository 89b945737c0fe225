/**
 * Reads Stryker's JSON report (reports/mutation/mutation.json), prints the mutation score of every mutated module
 * and exits 1 when any module scores under the threshold (85%, or MUTATION_THRESHOLD) or a module that
 * stryker.config.mjs names is missing from the report. Stryker's own `thresholds.break` applies to the total only,
 * which a well-tested module can hide a weak one behind.
 */
import { readFileSync } from 'node:fs';
import { type MutationReport, missingModules, moduleScores } from './mutation-score.js';

const REPORT = process.argv[2] ?? 'reports/mutation/mutation.json';
const THRESHOLD = Number(process.env.MUTATION_THRESHOLD ?? 85);

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport;
const rows = moduleScores(report);
const strykerConfig = (await import(new URL('../stryker.config.mjs', import.meta.url).href)) as {
  default: { mutate: string[] };
};
const missing = missingModules(report, strykerConfig.default.mutate);
if (missing.length > 0) {
  console.error(`mutation check: configured but not in ${REPORT}: ${missing.join(', ')}`);
  process.exit(1);
}

if (rows.length === 0) {
  console.error(`mutation check: no mutated module in ${REPORT}`);
  process.exit(1);
}
const width = Math.max(...rows.map((r) => r.file.length));
console.log(`mutation score per module (threshold ${THRESHOLD}%):`);
for (const r of rows) {
  const verdict = r.score >= THRESHOLD ? 'ok' : 'FAIL';
  console.log(
    `  ${r.file.padEnd(width)}  ${r.score.toFixed(2).padStart(6)}%  ${r.detected} killed, ${r.undetected} survived  ${verdict}`,
  );
}
const failing = rows.filter((r) => r.score < THRESHOLD);
if (failing.length > 0) {
  console.error(
    `mutation check: ${failing.length} module(s) under ${THRESHOLD}%: ${failing.map((r) => r.file).join(', ')}`,
  );
  process.exit(1);
}
console.log(`mutation check: all ${rows.length} modules at or above ${THRESHOLD}%`);
