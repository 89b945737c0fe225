/**
 * The mutation score of every module in Stryker's JSON report, and which modules fail: under the threshold, or
 * configured to be mutated (stryker.config.mjs `mutate`) and absent from the report — a module that no mutant reached
 * would otherwise pass unseen.
 *
 * Score = (killed + timeout) / (killed + timeout + survived + no coverage), as Stryker counts it; ignored mutants
 * (marked equivalent in the code) and compile errors are left out.
 */
export interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface ModuleScore {
  file: string;
  detected: number;
  undetected: number;
  score: number;
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

export function moduleScores(report: MutationReport): ModuleScore[] {
  return Object.entries(report.files)
    .map(([file, { mutants }]) => {
      const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
      const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
      const total = detected + undetected;
      return { file, detected, undetected, score: total === 0 ? 100 : (100 * detected) / total };
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** The files a `mutate` list names, without the line ranges (`file.ts:64-70`) some entries carry. */
export function configuredModules(mutate: readonly string[]): string[] {
  return [...new Set(mutate.map((entry) => entry.replace(/:\d+-\d+$/, '')))].sort();
}

export function missingModules(report: MutationReport, mutate: readonly string[]): string[] {
  return configuredModules(mutate).filter((file) => !(file in report.files));
}
