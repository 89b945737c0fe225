import { isCalendarDate } from '../../platform/dates.js';
import { validationFailed } from '../../platform/errors.js';

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
  // Stryker disable next-line ArithmeticOperator: 1900 − YY is a leap year exactly when 1900 + YY is (equivalent).
  const year = century + Number(digits.slice(0, 2));
  if (!isCalendarDate(year, Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) {
    throw validationFailed('ssn', 'does not hold a valid birth date');
  }
  return { digits, birthDate: digits.slice(0, 6), gender: code % 2 === 1 ? 'M' : 'F' };
}

// A Map, not an object literal: `constructor` or `toString` must not be found on its prototype.
const GENDERS = new Map<string, 'M' | 'F'>([
  ['m', 'M'],
  ['f', 'F'],
  ['male', 'M'],
  ['female', 'F'],
  ['남', 'M'],
  ['여', 'F'],
  ['남자', 'M'],
  ['여자', 'F'],
]);

export function parseGender(input: string, field = 'gender'): 'M' | 'F' {
  const gender = GENDERS.get(input.trim().toLowerCase());
  if (!gender) throw validationFailed(field, 'must be M, F, male, female, 남 or 여');
  return gender;
}

/** Birth date as YYMMDD from `YYMMDD`, `YYYYMMDD` or `YYYY-MM-DD`. */
export function parseBirthDate(input: string): string {
  const digits = input.trim().replace(/[-./]/g, '');
  if (/^\d{8}$/.test(digits)) {
    if (!isCalendarDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)))) {
      throw validationFailed('birth_date', 'is not a valid date');
    }
    return digits.slice(2);
  }
  if (/^\d{6}$/.test(digits)) {
    // The century is unknown: the date must exist in some century. 20YY is a leap year exactly when some year
    // ending in YY is (YY divisible by 4), so 29 February is accepted for those YY only.
    // Stryker disable next-line ArithmeticOperator: 2000 − YY is a leap year exactly when 2000 + YY is (equivalent).
    if (!isCalendarDate(2000 + Number(digits.slice(0, 2)), Number(digits.slice(2, 4)), Number(digits.slice(4, 6)))) {
      throw validationFailed('birth_date', 'is not a valid date');
    }
    return digits;
  }
  throw validationFailed('birth_date', 'must be YYMMDD, YYYYMMDD or YYYY-MM-DD');
}
