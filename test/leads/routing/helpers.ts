/** An instant from Korea time: `YYYY-MM-DD HH:MM`, with `:SS` and `.mmm` if wanted. */
export function kst(text: string): Date {
  const at = new Date(`${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}+09:00`);
  if (Number.isNaN(at.getTime())) throw new Error(`not a Korea time: ${text}`);
  return at;
}

/** The seeded holidays of 2026 and 2027 (routing contract §3). */
export const HOLIDAYS: ReadonlySet<string> = new Set([
  '2026-01-01',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-03-01',
  '2026-03-02',
  '2026-05-05',
  '2026-05-24',
  '2026-05-25',
  '2026-06-03',
  '2026-06-06',
  '2026-07-17',
  '2026-08-15',
  '2026-08-17',
  '2026-09-24',
  '2026-09-25',
  '2026-09-26',
  '2026-10-03',
  '2026-10-05',
  '2026-10-09',
  '2026-12-25',
  '2027-01-01',
  '2027-02-06',
  '2027-02-07',
  '2027-02-08',
  '2027-02-09',
  '2027-03-01',
  '2027-05-05',
  '2027-05-13',
  '2027-06-06',
  '2027-07-17',
  '2027-08-15',
  '2027-08-16',
  '2027-09-14',
  '2027-09-15',
  '2027-09-16',
  '2027-10-03',
  '2027-10-04',
  '2027-10-09',
  '2027-10-11',
  '2027-12-25',
  '2027-12-27',
]);

export const NO_HOLIDAYS: ReadonlySet<string> = new Set();
