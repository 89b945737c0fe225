import { asc } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { banks, insurers, jobCodes, postOfficeCenters } from '../../db/schema/index.js';
import { badRequest } from '../../platform/errors.js';
import type {
  Bank,
  Insurer,
  JobCodeItem,
  PostOfficeCenter,
  PutBankBody,
  PutCenterBody,
  PutInsurerBody,
  PutJobCodeBody,
} from './reference.schemas.js';

export type InsurerView = Static<typeof Insurer>;
export type BankView = Static<typeof Bank>;
export type CenterView = Static<typeof PostOfficeCenter>;
export type JobCodeView = Static<typeof JobCodeItem>;

type InsurerRow = typeof insurers.$inferSelect;
export const insurerView = (r: InsurerRow): InsurerView => ({
  insuCompCd: r.code,
  insuCompNm: r.name,
  insuLogoUrl: r.logoUrl,
  insuFax: r.fax,
  insuType: r.type,
});
const bankView = (r: typeof banks.$inferSelect): BankView => ({ bankCd: r.code, bankNm: r.name });
const centerView = (r: typeof postOfficeCenters.$inferSelect): CenterView => ({
  centerCd: r.code,
  centerNm: r.name,
  centerFax: r.fax,
  centerTel: r.tel,
  centerAddr: r.addr,
});
const jobView = (r: typeof jobCodes.$inferSelect): JobCodeView => ({
  jobCd: r.code,
  jobNm: r.name,
  riskGrade: r.riskGrade,
});

export const listInsurers = async (db: Executor): Promise<InsurerView[]> =>
  (await db.select().from(insurers).orderBy(asc(insurers.type), asc(insurers.name))).map(insurerView);
export const listBanks = async (db: Executor): Promise<BankView[]> =>
  (await db.select().from(banks).orderBy(asc(banks.code))).map(bankView);
export const listCenters = async (db: Executor): Promise<CenterView[]> =>
  (await db.select().from(postOfficeCenters).orderBy(asc(postOfficeCenters.code))).map(centerView);
export const listJobCodes = async (db: Executor): Promise<JobCodeView[]> =>
  (await db.select().from(jobCodes).orderBy(asc(jobCodes.code))).map(jobView);

/** The code in the path names the item; a code in the body must be the same. */
function sameCode(path: string, body: string | undefined, field: string) {
  if (body !== undefined && body !== path)
    throw badRequest('VALIDATION_FAILED', `${field}: must equal the code in the path`);
}

export async function upsertInsurer(
  db: Executor,
  code: string,
  b: Static<typeof PutInsurerBody>,
): Promise<InsurerView> {
  sameCode(code, b.insuCompCd, 'insuCompCd');
  const values = { name: b.insuCompNm, logoUrl: b.insuLogoUrl, fax: b.insuFax, type: b.insuType };
  const [row] = await db
    .insert(insurers)
    .values({ code, ...values })
    .onConflictDoUpdate({ target: insurers.code, set: values })
    .returning();
  return insurerView(row);
}

export async function upsertBank(db: Executor, code: string, b: Static<typeof PutBankBody>): Promise<BankView> {
  sameCode(code, b.bankCd, 'bankCd');
  const [row] = await db
    .insert(banks)
    .values({ code, name: b.bankNm })
    .onConflictDoUpdate({ target: banks.code, set: { name: b.bankNm } })
    .returning();
  return bankView(row);
}

export async function upsertCenter(db: Executor, code: string, b: Static<typeof PutCenterBody>): Promise<CenterView> {
  sameCode(code, b.centerCd, 'centerCd');
  const values = { name: b.centerNm, fax: b.centerFax, tel: b.centerTel, addr: b.centerAddr };
  const [row] = await db
    .insert(postOfficeCenters)
    .values({ code, ...values })
    .onConflictDoUpdate({ target: postOfficeCenters.code, set: values })
    .returning();
  return centerView(row);
}

export async function upsertJobCode(
  db: Executor,
  code: string,
  b: Static<typeof PutJobCodeBody>,
): Promise<JobCodeView> {
  sameCode(code, b.jobCd, 'jobCd');
  const values = { name: b.jobNm, riskGrade: b.riskGrade };
  const [row] = await db
    .insert(jobCodes)
    .values({ code, ...values })
    .onConflictDoUpdate({ target: jobCodes.code, set: values })
    .returning();
  return jobView(row);
}
