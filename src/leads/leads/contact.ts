import { validationFailed } from '../../platform/errors.js';
import { maskPhoneParts } from '../../platform/masking.js';

export interface Phone {
  /** Digits only, domestic form: `01012345678`. */
  digits: string;
  first: string;
  middle: string;
  last: string;
}

/**
 * Accepts `010-1234-5678`, `01012345678` or `+82 10-1234-5678`; mobile (01X) and landline (02, 0XX) numbers.
 * Returns null for anything else.
 */
export function parsePhone(input: string): Phone | null {
  let digits = input.trim().replace(/[\s\-().]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  if (!/^0\d+$/.test(digits)) return null;
  let first: string;
  if (digits.startsWith('02')) first = '02';
  else if (/^01[016789]/.test(digits) || /^0[3-9]\d/.test(digits)) first = digits.slice(0, 3);
  else return null;
  const rest = digits.slice(first.length);
  if (rest.length !== 7 && rest.length !== 8) return null;
  if (first === '010' && rest.length !== 8) return null;
  return { digits, first, middle: rest.slice(0, rest.length - 4), last: rest.slice(-4) };
}

export function requirePhone(input: string, field = 'phone'): Phone {
  const phone = parsePhone(input);
  if (!phone) throw validationFailed(field, 'must be a Korean phone number');
  return phone;
}

export const formatPhone = (p: Phone) => `${p.first}-${p.middle}-${p.last}`;
export const maskPhone = (p: Phone) => maskPhoneParts(p.first, p.middle, p.last);

export function phoneFromDigits(digits: string): Phone {
  const phone = parsePhone(digits);
  if (!phone) throw new Error('stored phone is not valid');
  return phone;
}

function validDate(year: number, month: number, day: number) {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export interface Ssn {
  digits: string;
  birthDate: string;
  gender: 'M' | 'F';
}

/** `YYMMDD-NNNNNNN` (hyphen optional), a real date, 7th digit 1–8; no checksum. */
export function parseSsn(input: string): Ssn {
  const digits = input.trim().replace('-', '');
  if (!/^\d{13}$/.test(digits)) throw validationFailed('ssn', 'must be 13 digits YYMMDD-NNNNNNN');
  const code = Number(digits[6]);
  if (code < 1 || code > 8) throw validationFailed('ssn', 'has an invalid 7th digit');
  const century = code === 1 || code === 2 || code === 5 || code === 6 ? 1900 : 2000;
  const year = century + Number(digits.slice(0, 2));
  if (!validDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) {
    throw validationFailed('ssn', 'does not hold a valid birth date');
  }
  return { digits, birthDate: digits.slice(0, 6), gender: code % 2 === 1 ? 'M' : 'F' };
}

const GENDERS: Record<string, 'M' | 'F'> = {
  m: 'M',
  f: 'F',
  male: 'M',
  female: 'F',
  남: 'M',
  여: 'F',
  남자: 'M',
  여자: 'F',
};

export function parseGender(input: string, field = 'gender'): 'M' | 'F' {
  const gender = GENDERS[input.trim().toLowerCase()];
  if (!gender) throw validationFailed(field, 'must be M, F, male, female, 남 or 여');
  return gender;
}

/** Birth date as YYMMDD from `YYMMDD`, `YYYYMMDD` or `YYYY-MM-DD`. */
export function parseBirthDate(input: string): string {
  const digits = input.trim().replace(/[-./]/g, '');
  if (/^\d{8}$/.test(digits)) {
    if (!validDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)))) {
      throw validationFailed('birth_date', 'is not a valid date');
    }
    return digits.slice(2);
  }
  if (/^\d{6}$/.test(digits)) {
    const month = Number(digits.slice(2, 4));
    const day = Number(digits.slice(4, 6));
    // Any century: 29 February is accepted, as a leap year exists for every YY.
    if (!validDate(2000, month, day)) throw validationFailed('birth_date', 'is not a valid date');
    return digits;
  }
  throw validationFailed('birth_date', 'must be YYMMDD, YYYYMMDD or YYYY-MM-DD');
}
