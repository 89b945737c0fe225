import type { Judgement } from './records.js';

/**
 * The judgement of checkup items (contract §7.3) by the versioned screening criteria read from `checkup_criteria`:
 * pure, so that every boundary is tested without a database.
 */

export interface Criterion {
  version: string;
  validFrom: string;
  itemCd: string;
  /** `M`, `F`, or `A` (both). */
  sex: 'M' | 'F' | 'A';
  itemNm: string;
  unit: string;
  decimals: number;
  /** The readings of an ordinal item in ascending order; the band is chosen by the reading's position. */
  scale: string[] | null;
  /** Ascending; `from` is the inclusive lower bound (null: none). */
  bands: { from: number | null; judgement: Judgement }[];
  referenceRange: string;
  sortOrder: number;
}

/** Half-up rounding at `decimals`, on the decimal text (so 24.95 → 25.0, not 24.9 by binary error). */
export function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  let shifted = Number(`${Math.abs(value)}e${decimals}`);
  if (!Number.isFinite(shifted)) shifted = Math.abs(value) * factor;
  const rounded = Math.floor(shifted + 0.5) / factor;
  return value < 0 ? -rounded : rounded;
}

/** `-`, `−` (minus sign), `–` are one reading: negative. */
const normalizeReading = (v: string) =>
  v
    .trim()
    .replace(/[−–]/g, '-')
    .replace(/^\+\s*/, '+');

/**
 * The numeric position of a value for its criterion: the rounded number, or the index of an ordinal reading.
 * Null when the value does not fit (a number for an ordinal item, an unknown reading).
 */
export function positionOf(criterion: Criterion, value: number | string): number | null {
  if (criterion.scale) {
    if (typeof value !== 'string') return null;
    const reading = normalizeReading(value);
    // `+` alone is read as `+1`.
    const index = criterion.scale.indexOf(reading === '+' ? '+1' : reading);
    return index < 0 ? null : index;
  }
  const n = Number(value);
  return Number.isFinite(n) ? roundHalfUp(n, criterion.decimals) : null;
}

export function judgeValue(criterion: Criterion, value: number | string): Judgement | null {
  const at = positionOf(criterion, value);
  if (at === null) return null;
  let judgement: Judgement | null = null;
  for (const band of criterion.bands) if (band.from === null || at >= band.from) judgement = band.judgement;
  return judgement;
}

/**
 * The criteria that judge a checkup of `date` for a person of `sex`: the latest version in force on that date, its
 * sex-specific row before the row for both.
 */
export function criteriaFor(all: readonly Criterion[], date: string, sex: 'M' | 'F'): Map<string, Criterion> {
  const versions = [...new Set(all.filter((c) => c.validFrom <= date).map((c) => `${c.validFrom}\u0000${c.version}`))];
  versions.sort();
  const latest = versions.at(-1)?.split('\u0000')[1];
  const out = new Map<string, Criterion>();
  for (const c of all) {
    if (c.version !== latest) continue;
    if (c.sex === sex || (c.sex === 'A' && !out.has(c.itemCd))) out.set(c.itemCd, c);
  }
  return out;
}

const RANK: Record<Judgement, number> = { NORMAL: 0, BORDERLINE: 1, ABNORMAL: 2 };

/** `ABNORMAL` with any abnormal item, else `BORDERLINE` with any borderline item, else `NORMAL`. */
export function overallJudgement(items: readonly { judgement: Judgement }[]): Judgement {
  let worst: Judgement = 'NORMAL';
  for (const i of items) if (RANK[i.judgement] > RANK[worst]) worst = i.judgement;
  return worst;
}

export interface MeasuredItem {
  itemCd: string;
  value: number | string;
}

/**
 * Judges the items of one checkup: each item by its criterion, in the criteria's order; an item no criterion
 * knows (or whose value does not fit it) is left out — the source may send more than the screening judges.
 */
export function judgeCheckup(criteria: Map<string, Criterion>, measured: readonly MeasuredItem[]) {
  const items = [];
  for (const m of measured) {
    const c = criteria.get(m.itemCd);
    if (!c) continue;
    const judgement = judgeValue(c, m.value);
    if (judgement === null) continue;
    items.push({
      itemCd: c.itemCd,
      itemNm: c.itemNm,
      value: typeof m.value === 'number' ? roundHalfUp(m.value, c.decimals) : m.value,
      unit: c.unit,
      judgement,
      referenceRange: c.referenceRange,
      sortOrder: c.sortOrder,
    });
  }
  items.sort((a, b) => a.sortOrder - b.sortOrder);
  const judged = items.map(({ sortOrder: _, ...item }) => item);
  return { items: judged, overallJudgement: overallJudgement(judged) };
}
