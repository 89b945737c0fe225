import type { CoverageAnalyzer } from '../core/analyzer.js';
import { analyzeCoverage, insuredIsClient } from './engine.js';

/**
 * The coverage engine behind the analysis job: `insuredIsClient` decided per contract (the source's statement, else
 * names and birth dates), then the summary, the categories and the timeline.
 */
export const coverageEngine: CoverageAnalyzer = (input) => {
  const contracts = input.contracts.map(({ providerInsuredIsClient, ...contract }) => ({
    ...contract,
    insuredIsClient: insuredIsClient(
      { insured: contract.insured, insuredIsClient: providerInsuredIsClient },
      { name: input.client.name, birthDate: input.client.birthDate },
    ),
  }));
  const result = analyzeCoverage({
    analysisDate: input.analysisDate,
    client: input.client,
    contracts,
    recommended: input.recommended,
    annualIncome: input.annualIncome,
  });
  return { ...result, contracts };
};
