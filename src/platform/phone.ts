/** Korean phone numbers: how the service reads, writes and masks them (API contract, section 4). */
import { validationFailed } from './errors.js';

export interface Phone {
  /** Digits only, domestic form: `01012345678`. */
  digits: string;
  first: string;
  middle: string;
  last: string;
}

// Seoul (02), mobile (010, 011, 016–019) or another area code (03X–09X), then 3 or 4 digits, then 4.
const PHONE = /^(02|01[016789]|0[3-9]\d)(\d{3,4})(\d{4})$/;

/**
 * Accepts `010-1234-5678`, `01012345678` or `+82 10-1234-5678`; mobile (01X) and landline (02, 0XX) numbers.
 * Returns null for anything else.
 */
export function parsePhone(input: string): Phone | null {
  let digits = input.replace(/[\s\-().]/g, '');
  if (digits.startsWith('+82')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  const match = PHONE.exec(digits);
  if (!match) return null;
  const [, first, middle, last] = match;
  // 010 numbers always have 8 digits after the prefix.
  if (first === '010' && middle.length !== 4) return null;
  return { digits, first, middle, last };
}

export function requirePhone(input: string, field = 'phone'): Phone {
  const phone = parsePhone(input);
  if (!phone) throw validationFailed(field, 'must be a Korean phone number');
  return phone;
}

export const formatPhone = (p: Phone) => `${p.first}-${p.middle}-${p.last}`;

/** `010-****-5678`: one star per middle digit. */
export function maskPhone(phone: Phone): string;
/** The mask of a text that reads as a phone (stored digits), null for null or a text that does not. */
export function maskPhone(text: string | null): string | null;
export function maskPhone(phone: Phone | string | null): string | null {
  const parsed = typeof phone === 'string' ? parsePhone(phone) : phone;
  return parsed && `${parsed.first}-${'*'.repeat(parsed.middle.length)}-${parsed.last}`;
}

export function phoneFromDigits(digits: string): Phone {
  const phone = parsePhone(digits);
  if (!phone) throw new Error('stored phone is not valid');
  return phone;
}
