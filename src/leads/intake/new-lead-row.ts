import { maskPhone } from '../../platform/phone.js';
import type { PiiVault } from '../../platform/pii.js';
import type { NormalizedLeadFields } from '../core/lead-fields.js';

/** A lead as a registration writes it (column names as in the table); plain data, so a worker thread can make it. */
export interface NewLeadRow {
  provider_id: number;
  product_id: number;
  name: string;
  phone_enc: string;
  phone_hash: string;
  phone_1: string;
  phone_3: string;
  phone_masked: string;
  email: string | null;
  region_id: number | null;
  address: string | null;
  memo: string | null;
  birth_date: string | null;
  gender: string | null;
  /** The API key that registered it (null: the environment's admin key, the CLI). */
  registered_key_id: number | null;
  /** JSON text. */
  metadata: string | null;
  /** The REGISTERED event's detail, JSON text. */
  detail: string;
  /** The consent's source (`consentColumns`) and when the person agreed, ISO text; both null without a consent. */
  consent_source_id: number | null;
  consent_collected_at: string | null;
}

/**
 * The row a registration writes for normalized fields: contact encrypted, its blind index, the masked phone. A
 * resident registration number is not in it: it gave the gender and birth date, and is never stored.
 */
export function newLeadRow(
  vault: Pick<PiiVault, 'encrypt' | 'blindIndex'>,
  ids: { providerId: number; productId: number },
  fields: NormalizedLeadFields,
  extra: { metadata: Record<string, unknown> | null; detail: Record<string, unknown>; registeredKeyId: number | null },
): NewLeadRow {
  return {
    provider_id: ids.providerId,
    product_id: ids.productId,
    name: fields.name,
    phone_enc: vault.encrypt(fields.phone.digits),
    phone_hash: vault.blindIndex(fields.phone.digits),
    phone_1: fields.phone.first,
    phone_3: fields.phone.last,
    phone_masked: maskPhone(fields.phone),
    email: fields.email,
    region_id: fields.region?.id ?? null,
    address: fields.address,
    memo: fields.memo,
    birth_date: fields.birthDate,
    gender: fields.gender,
    registered_key_id: extra.registeredKeyId,
    metadata: extra.metadata ? JSON.stringify(extra.metadata) : null,
    detail: JSON.stringify(extra.detail),
    consent_source_id: null,
    consent_collected_at: null,
  };
}
