import { Type } from 'typebox';
import { LEAD_IMPORT_STATUSES } from '../../db/schema/imports.js';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableDateTime, NullableString, StrictObject } from '../../platform/schemas.js';
import { IdString } from '../core/lead.schemas.js';
import { LEAD_FIELDS } from '../core/lead-fields.js';
import { IMPORT_ENCODINGS } from './import-parser.js';

const HeaderText = Type.String({ minLength: 1, maxLength: 200 });

export const StartImportBody = StrictObject({
  fileId: Type.String({ maxLength: 32, description: 'An uploaded LEAD_IMPORT file of the provider' }),
  providerId: IdString,
  productId: IdString,
  columnMapping: Type.Optional(
    StrictObject(Object.fromEntries(LEAD_FIELDS.map((f) => [f, Type.Optional(HeaderText)])), {
      description:
        'Lead field → the header text of the column that holds it, for headers the Korean and English synonyms ' +
        '(이름, 휴대폰, 연락처, 지역, 생년월일, name, phone, …) do not cover',
    }),
  ),
  encoding: Type.Optional(
    Type.Enum(IMPORT_ENCODINGS, {
      description: 'Text files only: overrides the detection (byte-order mark, else UTF-8, else CP949)',
    }),
  ),
  dryRun: Type.Optional(
    Type.Boolean({ description: 'Check every row and count what would happen; register nothing, keep the file' }),
  ),
});

export const LeadImportStatusSchema = Type.Enum(LEAD_IMPORT_STATUSES);

export const LeadImport = component(
  'LeadImport',
  Type.Object({
    id: Type.String(),
    providerId: Type.String(),
    productId: Type.String(),
    status: LeadImportStatusSchema,
    dryRun: Type.Boolean(),
    cancelRequested: Type.Boolean(),
    format: Type.Enum(['csv', 'xlsx']),
    encoding: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'The encoding a text file was read with (UTF-8, CP949, UTF-16LE, UTF-16BE); null for XLSX',
    }),
    totalRows: Type.Unsafe<number | null>({
      type: ['integer', 'null'],
      description: 'Data rows of the file, known once it has been read through',
    }),
    processedRows: Type.Integer(),
    registered: Type.Integer({ description: 'Leads registered (a dry run: that would be)' }),
    duplicates: Type.Integer({ description: 'Rows whose phone number the provider has, or an earlier row has' }),
    invalid: Type.Integer({ description: 'Rows refused for their fields (see errors.csv)' }),
    failureCode: NullableString,
    failureDetail: NullableString,
    createdAt: DateTime,
    startedAt: NullableDateTime,
    finishedAt: NullableDateTime,
  }),
);

export const ImportParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
