import { fullFormats } from 'ajv-formats/dist/formats.js';
import { AppError } from '../../platform/errors.js';
import { type Phone, parsePhone } from '../../platform/phone.js';
import type { RegionTable } from '../catalog/regions.service.js';
import { parseBirthDate, parseGender, parseSsn, type Ssn } from './contact.js';

/**
 * The one validation and normalization of a lead's fields, shared by the single registration
 * (`POST /api/v1/leads`) and the bulk import: pure (no database, no clock), given the region table. A single
 * registration answers its first issue as 400 `VALIDATION_FAILED`; an import writes each issue of a row to its
 * errors.csv under the issue's code.
 */

/** The fields of a lead as a registration body or a row of an import file carries them (absent: undefined). */
export interface LeadFieldsInput {
  name?: string;
  phone?: string;
  email?: string;
  region?: string;
  address?: string;
  memo?: string;
  birth_date?: string;
  gender?: string;
  ssn?: string;
}

export type LeadField = keyof LeadFieldsInput;

/** Every field a lead has, in the order they are checked and listed. */
export const LEAD_FIELDS: readonly LeadField[] = [
  'name',
  'phone',
  'email',
  'region',
  'address',
  'memo',
  'birth_date',
  'gender',
  'ssn',
];

/** The longest text each field takes (the registration body's limits). */
export const FIELD_MAX_LENGTH: Record<LeadField, number> = {
  name: 100,
  phone: 30,
  email: 254,
  region: 50,
  address: 500,
  memo: 2000,
  birth_date: 10,
  gender: 10,
  ssn: 20,
};

/**
 * The closed catalogue of what can be wrong with a field, each with the one message errors.csv gives it. Messages
 * name the rule, never the value.
 */
export const FIELD_ISSUES = {
  NAME_REQUIRED: 'name is required',
  PHONE_REQUIRED: 'phone is required',
  PHONE_INVALID: 'phone must be a Korean phone number (mobile 01X or a landline)',
  PHONE_EXPONENT: 'phone is in exponent form (Excel changed it into a number): format the column as text',
  EMAIL_INVALID: 'email must be an e-mail address',
  REGION_UNKNOWN: 'region is not a known region (see GET /api/v1/regions)',
  REGION_RETIRED: 'region is a retired region',
  BIRTH_DATE_INVALID: 'birth_date must be a real date as YYMMDD, YYYYMMDD or YYYY-MM-DD',
  BIRTH_DATE_MISMATCH: 'birth_date does not match the ssn',
  GENDER_INVALID: 'gender must be M, F, male, female, 남 or 여',
  GENDER_MISMATCH: 'gender does not match the ssn',
  SSN_INVALID: 'ssn must be 13 digits YYMMDD-NNNNNNN with a real birth date and a 7th digit 1–8',
  SSN_EXPONENT: 'ssn is in exponent form (Excel changed it into a number): format the column as text',
  TEXT_TOO_LONG: 'the value is longer than the field allows',
} as const;

export type FieldIssueCode = keyof typeof FIELD_ISSUES;

/** One thing wrong with one field: its code, and the message a single registration answers with. */
export interface FieldIssue {
  field: LeadField;
  code: FieldIssueCode;
  /** The rule broken, never the value (a registration's `errors[].message`). */
  message: string;
}

export interface NormalizedLeadFields {
  name: string;
  phone: Phone;
  email: string | null;
  region: { id: number; name: string } | null;
  address: string | null;
  memo: string | null;
  /** YYMMDD. */
  birthDate: string | null;
  gender: 'M' | 'F' | null;
  ssn: Ssn | null;
}

export type LeadFieldsResult = { ok: true; fields: NormalizedLeadFields } | { ok: false; issues: FieldIssue[] };

const EMAIL = fullFormats.email as RegExp;
/** What Excel makes of a long digit string in a General cell: `1.0123E+10`, `9.00101E+12`. */
const EXPONENT = /^[+-]?\d+(\.\d+)?[eE][+-]?\d+$/;

/** The message of a validation error thrown by one of the contact parsers. */
function messageOf(error: unknown): string {
  if (error instanceof AppError && error.errors?.[0]) return error.errors[0].message;
  throw error;
}

/** Runs a throwing parser of `contact.ts`; an issue of `code` when it refuses the value. */
function attempt<T>(issues: FieldIssue[], field: LeadField, code: FieldIssueCode, parse: () => T): T | null {
  try {
    return parse();
  } catch (error) {
    issues.push({ field, code, message: messageOf(error) });
    return null;
  }
}

/** A region by any of its accepted names, from the region table. */
export function lookupRegion(
  table: RegionTable,
  input: string,
): { ok: true; region: { id: number; name: string } } | { ok: false; code: 'REGION_UNKNOWN' | 'REGION_RETIRED' } {
  const hit = table.byAlias.get(input.normalize('NFC').replace(/\s+/g, ''));
  if (!hit) return { ok: false, code: 'REGION_UNKNOWN' };
  if (!hit.active) return { ok: false, code: 'REGION_RETIRED' };
  return { ok: true, region: { id: hit.id, name: hit.name } };
}

const present = (value: string | undefined): value is string => value !== undefined && value !== '';

/**
 * Validates and normalizes a lead's fields, in the contract's order (phone, ssn, birth date and its match with the
 * ssn, gender and its match, region), after the lengths and the required fields. Every issue is listed; a check
 * that depends on a refused field is skipped. Empty strings count as absent except for `name` and `phone`, which
 * are required.
 */
export function normalizeLeadFields(input: LeadFieldsInput, regions: RegionTable): LeadFieldsResult {
  const issues: FieldIssue[] = [];
  for (const field of LEAD_FIELDS) {
    const value = input[field];
    if (value !== undefined && value.length > FIELD_MAX_LENGTH[field]) {
      issues.push({
        field,
        code: 'TEXT_TOO_LONG',
        message: `must NOT have more than ${FIELD_MAX_LENGTH[field]} characters`,
      });
    }
  }
  if (issues.length > 0) return { ok: false, issues };
  const name = input.name?.trim() ?? '';
  if (name === '') issues.push({ field: 'name', code: 'NAME_REQUIRED', message: 'is required' });
  let phone: Phone | null = null;
  const rawPhone = input.phone?.trim() ?? '';
  if (rawPhone === '') issues.push({ field: 'phone', code: 'PHONE_REQUIRED', message: 'is required' });
  else if (EXPONENT.test(rawPhone)) {
    issues.push({ field: 'phone', code: 'PHONE_EXPONENT', message: 'is in exponent form; send it as text' });
  } else {
    phone = parsePhone(rawPhone);
    if (!phone) issues.push({ field: 'phone', code: 'PHONE_INVALID', message: 'must be a Korean phone number' });
  }
  let ssn: Ssn | null = null;
  let ssnRefused = false;
  if (present(input.ssn)) {
    if (EXPONENT.test(input.ssn.trim())) {
      issues.push({ field: 'ssn', code: 'SSN_EXPONENT', message: 'is in exponent form; send it as text' });
      ssnRefused = true;
    } else {
      const ssnInput = input.ssn;
      ssn = attempt(issues, 'ssn', 'SSN_INVALID', () => parseSsn(ssnInput));
      ssnRefused = ssn === null;
    }
  }
  let birthDate: string | null = null;
  if (present(input.birth_date)) {
    const birthInput = input.birth_date;
    birthDate = attempt(issues, 'birth_date', 'BIRTH_DATE_INVALID', () => parseBirthDate(birthInput));
    if (birthDate !== null && ssn && birthDate !== ssn.birthDate) {
      issues.push({ field: 'birth_date', code: 'BIRTH_DATE_MISMATCH', message: 'does not match the ssn' });
    }
  } else birthDate = ssn?.birthDate ?? null;
  let gender: 'M' | 'F' | null = null;
  if (present(input.gender)) {
    const genderInput = input.gender;
    gender = attempt(issues, 'gender', 'GENDER_INVALID', () => parseGender(genderInput));
    if (gender !== null && ssn && gender !== ssn.gender) {
      issues.push({ field: 'gender', code: 'GENDER_MISMATCH', message: 'does not match the ssn' });
    }
  } else gender = ssn?.gender ?? null;
  let region: { id: number; name: string } | null = null;
  if (present(input.region)) {
    const found = lookupRegion(regions, input.region);
    if (found.ok) region = found.region;
    else {
      issues.push({
        field: 'region',
        code: found.code,
        message:
          found.code === 'REGION_RETIRED' ? 'is a retired region' : 'is not a known region (see GET /api/v1/regions)',
      });
    }
  }
  const email = present(input.email) ? input.email.trim() : null;
  if (email !== null && !EMAIL.test(email)) {
    issues.push({ field: 'email', code: 'EMAIL_INVALID', message: 'must match format "email"' });
  }
  if (issues.length > 0 || phone === null || ssnRefused) return { ok: false, issues };
  return {
    ok: true,
    fields: {
      name,
      phone,
      email,
      region,
      address: input.address ?? null,
      memo: input.memo ?? null,
      birthDate,
      gender,
      ssn,
    },
  };
}
