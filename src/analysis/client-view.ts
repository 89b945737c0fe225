import type { Static } from 'typebox';
import { maskPhone } from '../platform/phone.js';
import type { StoredClient } from './client.js';
import type { VerificationClient } from './schemas.js';

/** The client as a verification or an auth request shows it to its consultant: the phones masked. */
export function clientContactView(client: StoredClient): Static<typeof VerificationClient> {
  const rep = client.legalRepresentative;
  return {
    name: client.name,
    birthDate: client.birthDate,
    gender: client.gender,
    phone: maskPhone(client.phone) ?? '',
    carrier: client.carrier!,
    legalRepresentative: rep ? { ...rep, phone: maskPhone(rep.phone) ?? '' } : null,
  };
}
