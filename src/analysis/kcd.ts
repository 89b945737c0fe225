/**
 * KCD code ranges (한국표준질병·사인분류): `C00-C97`, `K74.3-K74.6`, `I25.2`, `Z21`. A code is in a range when it
 * is, at the precision of each bound, not below the lower and not above the upper bound: `C50.9` is in `C00-C97`,
 * `I25.2` in `I25.2` but `I25.9` is not, `K74.4` in `K74.3-K74.6`.
 */
const compact = (code: string) => code.replace('.', '').trim().toUpperCase();

// Ranges are few and read for every record: each is parsed once.
const parsed = new Map<string, [string, string]>();
function bounds(range: string): [string, string] {
  let b = parsed.get(range);
  if (!b) {
    const [low, high = low] = range.split('-').map(compact);
    b = [low, high];
    parsed.set(range, b);
  }
  return b;
}

export function inKcdRange(code: string, range: string): boolean {
  const c = compact(code);
  const [low, high] = bounds(range);
  // Not below the lower bound is plain string order (a code that starts with the bound is not below it); not above
  // the upper bound is compared at the bound's precision.
  return c >= low && c.slice(0, high.length) <= high;
}

export const inKcdRanges = (code: string, ranges: readonly string[]) => ranges.some((r) => inKcdRange(code, r));

/** The 3-character category of a code (`S82.0` → `S82`). */
export const kcdCategory = (code: string) => compact(code).slice(0, 3);

/** The revision in force on `date`: the latest one starting on or before it (the earliest for older dates). */
export function kcdRevisionOn(date: string, revisions: readonly { revision: string; validFrom: string }[]): string {
  const sorted = [...revisions].sort((a, b) => (a.validFrom < b.validFrom ? -1 : 1));
  let found = sorted[0]?.revision ?? '';
  for (const r of sorted) if (r.validFrom <= date) found = r.revision;
  return found;
}
