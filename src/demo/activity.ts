import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { App } from '../app.js';
import { rollupDailyStats } from '../dashboard/dashboard.service.js';
import { dailyStats } from '../db/schema/index.js';
import { pdfkit } from '../platform/pdf-libs.js';
import type { DemoData } from './seed.js';

const NAMES = [
  '김민준',
  '이서연',
  '박지훈',
  '최수아',
  '정우진',
  '강하은',
  '조현우',
  '윤지민',
  '장서준',
  '임채원',
  '한도윤',
  '오예린',
];
const REGIONS = ['서울', '경기', '부산', '인천', '대구', '광주'];
const PORTAL_USERS = [101, 102, 103, 104];
const DAYS = 14;
const LEADS = 84;

type Json = Record<string, unknown>;

/**
 * Two weeks of activity on the demo data, made through the API itself (so every rule, counter and event holds): a
 * second provider, orders of four portal users, leads registered and assigned, AS requests with evidence (some
 * approved, one held, some waiting), claims. Registration times are then spread over the last 14 Korea-time days so
 * the console's dashboard has something to draw. Only for the embedded demo's first start.
 */
export async function seedDemoActivity(app: App, seeded: DemoData) {
  const admin = { 'x-api-key': seeded.keys.admin };
  const portal = { 'x-api-key': seeded.keys.portal };
  const send = async (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, headers: Json, payload?: unknown) => {
    const res = await app.inject({ method, url, headers: headers as Record<string, string>, payload: payload as Json });
    if (res.statusCode >= 300) throw new Error(`demo activity: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const [health, car] = seeded.products.map((p) => String(p.id));

  const second = await send('POST', '/admin/v1/providers', admin, { code: 'HANBIT', name: '한빛 마케팅' });
  await send('PATCH', `/admin/v1/products/${health}`, admin, { providerIds: [String(seeded.provider.id), second.id] });
  const secondKey = await send('POST', '/admin/v1/api-keys', admin, {
    name: '한빛 마케팅 연동',
    kind: 'provider',
    providerId: second.id,
  });
  const providers = [
    { id: String(seeded.provider.id), key: { 'x-api-key': seeded.keys.provider } },
    { id: String(second.id), key: { 'x-api-key': secondKey.key } },
  ];

  // The consultants are told of their leads by 알림톡; the sandbox refuses it for the last one's 010-0000 number,
  // whose messages go by SMS instead (the message outbox shows both).
  for (const [i, portalId] of PORTAL_USERS.entries()) {
    const last = i === PORTAL_USERS.length - 1;
    await send('PUT', '/api/v1/notification-settings', portal, {
      portalId,
      channel: 'KAKAO',
      phone: last ? `010-0000-${String(1000 + portalId)}` : `010-5000-${String(1000 + portalId)}`,
    });
  }

  const orders: string[] = [];
  for (const [i, portalId] of PORTAL_USERS.entries()) {
    const order = await send('POST', '/api/v1/orders', portal, {
      productId: i === 3 ? car : health,
      providerId: i === 2 ? providers[1].id : providers[0].id,
      ordererName: `${NAMES[i]} 설계사`,
      ordererContact: `010-5000-${String(1000 + portalId)}`,
      portalId,
      regionQuantities: [
        { region: REGIONS[i % REGIONS.length], quantity: 12 },
        { region: REGIONS[(i + 1) % REGIONS.length], quantity: 8 },
      ],
    });
    orders.push(order.id);
  }

  const leadIds: string[] = [];
  for (let n = 0; n < LEADS; n++) {
    const provider = providers[n % 3 === 0 ? 1 : 0];
    const lead = await send('POST', '/api/v1/leads', provider.key, {
      providerId: provider.id,
      productId: n % 7 === 0 && provider.id === providers[0].id ? car : health,
      name: NAMES[n % NAMES.length],
      phone: `010-${String(3000 + n).padStart(4, '0')}-${String(7000 + ((n * 37) % 3000)).padStart(4, '0')}`,
      region: REGIONS[n % REGIONS.length],
    });
    leadIds.push(lead.id);
  }
  for (const order of orders.slice(0, 3)) await send('POST', `/admin/v1/orders/${order}/confirm`, admin);

  // AS requests on the first leads of portal user 101, each with a piece of evidence.
  const owned = await send('GET', '/api/v1/leads?portalId=101&limit=6&sortBy=assignedAt&sortOrder=asc', portal);
  const reasons = ['WRONG_NUMBER', 'NOT_THE_PERSON', 'NO_CONSENT', 'UNREACHABLE', 'WRONG_NUMBER', 'DUPLICATE'];
  const asIds: string[] = [];
  for (const [i, lead] of (owned.data as { id: string }[]).entries()) {
    const evidence = i % 2 === 0 ? await callLogPng(i) : await callRecordPdf(i);
    const fileId = await upload(app, portal, 101, evidence);
    const request = await send('POST', '/api/v1/lead-as', portal, {
      portalId: 101,
      leadId: lead.id,
      reasonCode: reasons[i],
      customerMemo: ['없는 번호로 안내됨', '다른 사람이 받음', '상담을 원하지 않음', '3일간 부재', null, null][i],
      fileIds: [fileId],
    });
    asIds.push(request.id);
  }
  if (asIds.length >= 4) {
    await send('PATCH', `/admin/v1/lead-as/${asIds[0]}`, admin, { status: 'APPROVED', adminNote: '결번 확인' });
    await send('PATCH', `/admin/v1/lead-as/${asIds[1]}`, admin, { status: 'REJECTED', adminNote: '통화 기록 확인됨' });
    await send('PATCH', `/admin/v1/lead-as/${asIds[2]}`, admin, { status: 'HOLD', adminNote: '녹취 확인 중' });
  }

  await seedDemoClaims(app, seeded, send);

  // Spread the registrations over the last two weeks (Korea time), more on recent days, today included.
  const { db } = app.deps.database;
  await db.execute(sql`
    update leads
    set created_at = now() - make_interval(days => (${DAYS - 1}::int - floor(sqrt(((id * 37) % ${DAYS * DAYS}::int)::float))::int), mins => ((id * 17) % 600)::int)
    where id in (select id from leads order by id desc limit ${LEADS}::int)`);
  // The dashboard's rollup may already have counted those days as they were: count them again.
  await db.delete(dailyStats);
  await rollupDailyStats(db, new Date(app.deps.clock()));
}

async function seedDemoClaims(
  app: App,
  seeded: DemoData,
  send: (method: 'GET' | 'POST', url: string, headers: Json, payload?: unknown) => Promise<Json>,
) {
  const { clientId, clientSecret } = seeded.claims.client;
  const tokenRes = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: 'grant_type=client_credentials',
  });
  const bearer = { authorization: `Bearer ${tokenRes.json().access_token}` };
  for (const [i, insurer] of ['SAMSUNG_LIFE', 'SAMSUNG_FIRE', 'SAMSUNG_LIFE'].entries()) {
    const terms = (await send('GET', `/api/v1/claim/terms/${insurer}`, bearer)) as unknown as {
      id: number;
      required: boolean;
    }[];
    await send('POST', '/api/v1/claim/requests', bearer, {
      fcUserCi: seeded.claims.consultant.ci,
      insuCompCd: insurer,
      clientNm: NAMES[i + 4],
      clientBirthday: `19${80 + i}0115`,
      clientTel: `010-6000-${String(1000 + i)}`,
      jobCd: 'J0101',
      bankCd: '004',
      bankAccount: `12345678901${i}`,
      bankAccountHolder: NAMES[i + 4],
      directDebitAccntYn: false,
      wellFareYn: false,
      eventDate: new Date(app.deps.clock() - (i + 2) * 86_400_000).toISOString().slice(0, 10),
      eventTypeCd: 'DISEASE',
      eventPlace: '서울',
      eventText: ['감기로 통원 치료', '허리 통증으로 물리치료', '위내시경 검사'][i],
      callbackWho: 'FC',
      callbackName: '김데모',
      callbackTel: '01098765432',
      fileIds: [],
      agreedTermsIds: terms.filter((t) => t.required).map((t) => t.id),
    });
  }
}

async function upload(app: App, headers: Json, portalId: number, file: { name: string; type: string; bytes: Buffer }) {
  const url = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: headers as Record<string, string>,
    payload: { portalId, fileName: file.name, mimeType: file.type, size: file.bytes.length, purpose: 'AS_EVIDENCE' },
  });
  const { fileId, uploadUrl } = url.json();
  const put = await app.inject({
    method: 'PUT',
    url: new URL(uploadUrl).pathname + new URL(uploadUrl).search,
    headers: { 'content-type': file.type },
    payload: file.bytes,
  });
  if (put.statusCode >= 300) throw new Error(`demo activity: upload → ${put.statusCode} ${put.body}`);
  return String(fileId);
}

/** A stand-in for a screenshot of a phone's call log: grey rows on white. */
async function callLogPng(seed: number) {
  const png = new PNG({ width: 360, height: 640 });
  for (let y = 0; y < 640; y++) {
    for (let x = 0; x < 360; x++) {
      const row = Math.floor(y / 64);
      const ink = y % 64 > 12 && y % 64 < 52 && x > 24 && x < 24 + 200 + ((row * 53 + seed * 31) % 110);
      const i = (y * 360 + x) * 4;
      const v = y < 64 ? 60 : ink ? 200 - (row % 2) * 40 : 255;
      png.data[i] = v;
      png.data[i + 1] = v;
      png.data[i + 2] = y < 64 ? 120 : v;
      png.data[i + 3] = 255;
    }
  }
  return { name: `call-log-${seed + 1}.png`, type: 'image/png', bytes: PNG.sync.write(png) };
}

/** A stand-in for a call record statement: a two-page PDF. */
async function callRecordPdf(seed: number) {
  const doc = new (pdfkit())({ size: 'A4', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  for (let page = 1; page <= 2; page++) {
    if (page > 1) doc.addPage();
    doc.fontSize(20).text(`Call record ${seed + 1} - page ${page}`);
    for (let line = 0; line < 12; line++)
      doc
        .moveDown()
        .fontSize(12)
        .text(`2026-11-${10 + line}  outgoing  00:00:0${line % 10}  no answer`);
  }
  doc.end();
  await done;
  return { name: `call-record-${seed + 1}.pdf`, type: 'application/pdf', bytes: Buffer.concat(chunks) };
}
