import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import {
  leads,
  type NoticeKind,
  noticeItems,
  noticeMessages,
  notificationSettings,
  products,
  regions,
} from '../../db/schema/index.js';
import { withTransaction } from '../../platform/transactions.js';
import { suppressedSql } from '../core/lead.repo.js';
import { NoticeDeliveryError, type NoticeMessage, type NoticeProvider } from './notice-provider.js';
import { noticeText, TEMPLATE_CODES } from './notice-text.js';
import type { NoticeDeps } from './notices.service.js';

/**
 * Sending the consultants' messages (routing.md §4), as a job: every minute, and at each message's due time.
 * Each due message is sent in its own transaction that holds its row (`FOR UPDATE SKIP LOCKED`): two instances
 * never send one message, and an item queued meanwhile waits for the row, then opens the next message.
 */

/** Messages one run sends at most; the next run takes the rest. */
export const SEND_BATCH = 500;

type Outcome = 'SENT' | 'FAILED' | 'DROPPED';

/** Kinds whose leads must still be the consultant's, neither suppressed nor erased, when the message goes out. */
const ABOUT_HELD_LEADS: ReadonlySet<NoticeKind> = new Set(['ASSIGNED', 'HALF_TIME']);

/** Sends every message due at `now`; answers how many went out, failed, or had no lead left (not sent). */
export async function sendDueNotices(deps: NoticeDeps, now: Date): Promise<Record<Outcome, number>> {
  const counts: Record<Outcome, number> = { SENT: 0, FAILED: 0, DROPPED: 0 };
  for (let n = 0; n < SEND_BATCH; n++) {
    const outcome = await withTransaction(deps.db, (tx) => sendNextDue(deps, tx, now));
    if (outcome === null) break;
    counts[outcome]++;
  }
  return counts;
}

async function sendNextDue(deps: NoticeDeps, tx: Tx, now: Date): Promise<Outcome | null> {
  const [message] = await tx
    .select()
    .from(noticeMessages)
    .where(and(eq(noticeMessages.status, 'QUEUED'), sql`${noticeMessages.dueAt} <= ${now}`))
    .orderBy(noticeMessages.dueAt, noticeMessages.id)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!message) return null;
  const { kept, leftOut } = await itemsOf(tx, message.id, message.portalId, message.kind);
  if (leftOut.length > 0) {
    await tx.update(noticeItems).set({ leftOut: true }).where(inArray(noticeItems.id, leftOut));
  }
  if (kept.length === 0) {
    // Nothing left to tell: no message, and none in the log.
    await tx.delete(noticeMessages).where(eq(noticeMessages.id, message.id));
    return 'DROPPED';
  }
  const [settings] = await tx
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.portalId, message.portalId));
  const text = noticeText({
    kind: message.kind,
    productName: kept[0].productName,
    regions: kept.map((i) => i.regionName),
    url: deps.config.portalLeadsUrl,
  });
  const base = { leadCount: kept.length, body: text };
  if (!settings || settings.channel === 'NONE' || settings.phoneEnc === null) {
    await tx
      .update(noticeMessages)
      .set({ ...base, status: 'FAILED', failureMessage: 'Not sent: the consultant turned messages off (NONE)' })
      .where(eq(noticeMessages.id, message.id));
    return 'FAILED';
  }
  const result = await deliver(
    deps.provider,
    {
      reference: String(message.id),
      channel: settings.channel,
      to: deps.vault.decrypt(settings.phoneEnc),
      from: null,
      templateCode: TEMPLATE_CODES[message.kind],
      text,
    },
    deps.config.smsSenderNumber,
  );
  await tx
    .update(noticeMessages)
    .set({
      ...base,
      status: result.status,
      channel: result.channel,
      toMasked: settings.phoneMasked,
      failureMessage: result.failureMessage,
      sentAt: result.status === 'SENT' ? now : null,
    })
    .where(eq(noticeMessages.id, message.id));
  if (result.status === 'SENT' && message.kind === 'ASSIGNED' && deps.onLeadsTold) {
    await deps.onLeadsTold(
      tx,
      message.portalId,
      kept.map((i) => i.leadId),
      now,
    );
  }
  return result.status;
}

/** The message's items, each lead once, split into those it tells of and those left out. */
async function itemsOf(tx: Tx, messageId: number, portalId: number, kind: NoticeKind) {
  const rows = await tx
    .select({
      id: noticeItems.id,
      leadId: noticeItems.leadId,
      status: leads.status,
      owner: leads.ownerPortalId,
      erasedAt: leads.erasedAt,
      suppressed: suppressedSql,
      productName: products.name,
      regionName: regions.name,
    })
    .from(noticeItems)
    .innerJoin(leads, eq(leads.id, noticeItems.leadId))
    .innerJoin(products, eq(products.id, leads.productId))
    .leftJoin(regions, eq(regions.id, leads.regionId))
    .where(and(eq(noticeItems.messageId, messageId), eq(noticeItems.leftOut, false)))
    .orderBy(noticeItems.id);
  const kept: { leadId: number; productName: string; regionName: string | null }[] = [];
  const leftOut: number[] = [];
  const told = new Set<number>();
  for (const row of rows) {
    const leadId = Number(row.leadId);
    const gone =
      ABOUT_HELD_LEADS.has(kind) &&
      (row.status !== 'ASSIGNED' || row.owner !== portalId || row.erasedAt !== null || Boolean(row.suppressed));
    // A lead that became theirs twice before one message (distributed back and forth) is one lead of it.
    if (gone || told.has(leadId)) {
      leftOut.push(Number(row.id));
      continue;
    }
    told.add(leadId);
    kept.push({ leadId, productName: row.productName, regionName: row.regionName });
  }
  return { kept, leftOut };
}

interface Delivery {
  status: 'SENT' | 'FAILED';
  channel: 'KAKAO' | 'SMS';
  failureMessage: string | null;
}

/**
 * KAKAO: the 알림톡, and when the service refuses it, the same text by SMS from the registered sender number. A
 * refusal is recorded (without personal data); any other error is thrown and the message stays queued.
 */
async function deliver(provider: NoticeProvider, message: NoticeMessage, smsFrom: string): Promise<Delivery> {
  const sms = { ...message, channel: 'SMS' as const, from: smsFrom, templateCode: null };
  let kakaoFailure: string | null = null;
  if (message.channel === 'KAKAO') {
    try {
      await provider.send(message);
      return { status: 'SENT', channel: 'KAKAO', failureMessage: null };
    } catch (error) {
      if (!(error instanceof NoticeDeliveryError)) throw error;
      kakaoFailure = error.message;
    }
  }
  try {
    await provider.send(sms);
    const failureMessage = kakaoFailure && `${kakaoFailure}; sent by SMS instead`;
    return { status: 'SENT', channel: 'SMS', failureMessage };
  } catch (error) {
    if (!(error instanceof NoticeDeliveryError)) throw error;
    const failureMessage = kakaoFailure ? `${kakaoFailure}; SMS: ${error.message}` : error.message;
    return { status: 'FAILED', channel: 'SMS', failureMessage };
  }
}
