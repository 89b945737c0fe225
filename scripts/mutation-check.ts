/**
 * Reads Stryker's JSON report (reports/mutation/mutation.json), prints the mutation score of every mutated module
 * and exits 1 when any module scores under the threshold (85%, or MUTATION_THRESHOLD). Stryker's own
 * `thresholds.break` applies to the total only, which a well-tested module can hide a weak one behind.
 *
 * Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it; ignored mutants
 * (marked equivalent in the code) and compile errors are left out.
 */
import { readFileSync } from 'node:fs';

const REPORT = process.argv[2] ?? 'reports/mutation/mutation.json';
const THRESHOLD = Number(process.env.MUTATION_THRESHOLD ?? 85);

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
const rows = Object.entries(report.files)
  .map(([file, { mutants }]) => {
    const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
    const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
    const total = detected + undetected;
    return { file, detected, undetected, score: total === 0 ? 100 : (100 * detected) / total };
  })
  .sort((a, b) => a.file.localeCompare(b.file));

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
