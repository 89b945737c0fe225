import { CONSENT_COLUMNS, type ConsentColumn } from '../consent/consent.rules.js';

/**
 * The consent columns of an import file (`consent_channel`, …, consumer-rights §1): found in the header by their
 * names (compared without case and surrounding spaces), read from each row as text.
 */

export type ConsentColumns = Partial<Record<ConsentColumn, number>>;
export type ConsentCells = Partial<Record<ConsentColumn, string>>;

const NAMES = Object.keys(CONSENT_COLUMNS) as ConsentColumn[];

/** The 0-based index of each consent column the header names (the first cell of that name). */
export function mapConsentHeader(cells: string[]): ConsentColumns {
  const columns: ConsentColumns = {};
  for (const [index, cell] of cells.entries()) {
    const name = cell.normalize('NFC').trim().toLowerCase() as ConsentColumn;
    if (NAMES.includes(name) && columns[name] === undefined) columns[name] = index;
  }
  return columns;
}

/** A row's consent cells (empty ones left out). */
export function consentCells(cells: (string | undefined)[], columns: ConsentColumns): ConsentCells {
  const out: ConsentCells = {};
  for (const name of NAMES) {
    const index = columns[name];
    const cell = index === undefined ? undefined : cells[index]?.trim();
    if (cell) out[name] = cell;
  }
  return out;
}
