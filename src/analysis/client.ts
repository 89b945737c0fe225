import { validationFailed } from '../platform/errors.js';
import { parseCompactDate } from '../platform/korea-time.js';
import { parsePhone } from '../platform/phone.js';
import type { PiiVault } from '../platform/pii.js';
import { ageOn } from './korean-age.js';

export const CARRIERS = ['SKT', 'KT', 'LGU', 'SKT_MVNO', 'KT_MVNO', 'LGU_MVNO'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The client of an analysis as sent (contract §7.1). */
export interface ClientInput {
  name: string;
  birthDate: string;
  gender: 'M' | 'F';
  phone?: string;
  carrier?: Carrier;
  rrn?: string;
  legalRepresentative?: {
    name: string;
    birthDate: string;
    phone: string;
    carrier: Carrier;
    relation: string;
  };
}

/** The client as stored (encrypted): phone as digits, no resident registration number. */
export interface StoredClient {
  name: string;
  /** `YYYYMMDD`. */
  birthDate: string;
  gender: 'M' | 'F';
  phone: string | null;
  carrier: Carrier | null;
  legalRepresentative: {
    name: string;
    birthDate: string;
    phone: string;
    carrier: Carrier;
    relation: string;
  } | null;
}

function mobile(field: string, raw: string): string {
  const phone = parsePhone(raw);
  if (!phone?.first.startsWith('01')) throw validationFailed(field, 'must be a Korean mobile number');
  return phone.digits;
}

function birthDate(field: string, raw: string, today: string): string {
  const iso = parseCompactDate(raw);
  if (!iso || iso > today) throw validationFailed(field, 'must be a real date YYYYMMDD, not in the future');
  return iso;
}

/**
 * Checks a client (contract §7.1) on the Korea date `today`: a real birth date not in the future, a mobile phone,
 * a legal representative for a client under 14 (who consents and authenticates instead, PIPA §22-2). `contact`:
 * whether phone and carrier are required (a verification) or optional (contracts entered by hand).
 */
export function checkClient(input: ClientInput, today: string, contact: 'required' | 'optional'): StoredClient {
  const birthIso = birthDate('client.birthDate', input.birthDate, today);
  if (contact === 'required') {
    if (input.phone === undefined) throw validationFailed('client.phone', 'is required');
    if (input.carrier === undefined) throw validationFailed('client.carrier', 'is required');
  }
  if (input.rrn !== undefined && contact === 'optional') throw validationFailed('client.rrn', 'is not accepted here');
  const rep = input.legalRepresentative;
  if (rep) birthDate('client.legalRepresentative.birthDate', rep.birthDate, today);
  if (ageOn(birthIso, today) < 14 && !rep) {
    throw validationFailed('client.legalRepresentative', 'is required for a client under 14');
  }
  return {
    name: input.name,
    birthDate: input.birthDate,
    gender: input.gender,
    phone: input.phone === undefined ? null : mobile('client.phone', input.phone),
    carrier: input.carrier ?? null,
    legalRepresentative: rep
      ? {
          name: rep.name,
          birthDate: rep.birthDate,
          phone: mobile('client.legalRepresentative.phone', rep.phone),
          carrier: rep.carrier,
          relation: rep.relation,
        }
      : null,
  };
}

/** The client stored with a verification, an auth request or an analysis, decrypted. */
export const clientOf = (deps: { vault: PiiVault }, clientEnc: string) =>
  JSON.parse(deps.vault.decrypt(clientEnc)) as StoredClient;
