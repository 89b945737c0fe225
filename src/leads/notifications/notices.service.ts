import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { leads, type NoticeKind, noticeItems, noticeMessages, notificationSettings } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { OutboxConsumer, OutboxEvent } from '../../platform/outbox.js';
import type { PiiVault } from '../../platform/pii.js';
import { notifyAt, type QuietHours } from '../routing/quiet-hours.rules.js';
import type { NoticeProvider } from './notice-provider.js';
import type { NotificationsConfig } from './notifications.config.js';

/**
 * Notice items and the messages that gather them (routing.md §4). An item is one lead a consultant is to be told
 * of; it joins the consultant's open (QUEUED) message of its kind and product, or opens one due 60 seconds later
 * (at the end of quiet hours when that falls in them). The sender (`notices.sender.ts`) sends what is due.
 */

export interface NoticeDeps {
  db: Db;
  clock: Clock;
  vault: PiiVault;
  config: NotificationsConfig;
  provider: NoticeProvider;
  /** Wakes the sender when a message falls due (a job sent with `startAfter`); none: the minute's run sends it. */
  wake?: (dueAt: Date) => void;
  /**
   * Called in the transaction that marks an ASSIGNED message SENT, with the leads it told of and when: the
   * first-contact deadline's clock starts at the sending.
   */
  onLeadsTold?: (tx: Tx, portalId: number, leadIds: number[], sentAt: Date) => Promise<void>;
}

/** Leads a consultant is to be told of, for one reason. */
export interface NoticeInput {
  portalId: number;
  kind: NoticeKind;
  leadIds: number[];
  /**
   * What caused it (`event:<outbox id>`, or a key of the deadline sweep's own): the same source for the same
   * consultant, kind and lead is one item, whatever the number of calls.
   */
  source: string;
}

interface Receiver {
  portalId: number;
  channel: 'KAKAO' | 'SMS';
  phoneMasked: string | null;
  quiet: QuietHours;
}

/**
 * Locks the settings rows of the consultants who want messages (channel not NONE), in portal id order: queueing for
 * one consultant is serial, so two drains never open two messages of one kind, nor compute two due times.
 */
async function lockReceivers(tx: Executor, portalIds: number[]): Promise<Map<number, Receiver>> {
  const rows = await tx
    .select({
      portalId: notificationSettings.portalId,
      channel: notificationSettings.channel,
      phoneMasked: notificationSettings.phoneMasked,
      quietFrom: notificationSettings.quietFrom,
      quietTo: notificationSettings.quietTo,
    })
    .from(notificationSettings)
    .where(and(inArray(notificationSettings.portalId, portalIds), sql`${notificationSettings.channel} <> 'NONE'`))
    .orderBy(notificationSettings.portalId)
    .for('update');
  return new Map(
    rows.map((r) => [
      r.portalId,
      {
        portalId: r.portalId,
        channel: r.channel as Receiver['channel'],
        phoneMasked: r.phoneMasked,
        quiet: { from: r.quietFrom, to: r.quietTo },
      },
    ]),
  );
}

/** The items of `inputs` not recorded yet, with each lead's product. */
async function newItems(tx: Executor, inputs: NoticeInput[]) {
  const leadIds = [...new Set(inputs.flatMap((i) => i.leadIds))];
  const products = await tx
    .select({ id: leads.id, productId: leads.productId })
    .from(leads)
    .where(inArray(leads.id, leadIds));
  const productOf = new Map(products.map((p) => [Number(p.id), p.productId]));
  const existing = await tx
    .select({
      portalId: noticeItems.portalId,
      kind: noticeItems.kind,
      leadId: noticeItems.leadId,
      source: noticeItems.source,
    })
    .from(noticeItems)
    .where(inArray(noticeItems.leadId, leadIds));
  const keyOf = (i: { portalId: number; kind: string; leadId: number; source: string }) =>
    `${i.portalId}|${i.kind}|${i.leadId}|${i.source}`;
  const seen = new Set(existing.map((e) => keyOf({ ...e, leadId: Number(e.leadId) })));
  const items: { portalId: number; kind: NoticeKind; leadId: number; source: string; productId: number }[] = [];
  for (const input of inputs) {
    for (const leadId of input.leadIds) {
      const item = { portalId: input.portalId, kind: input.kind, leadId, source: input.source };
      const productId = productOf.get(leadId);
      if (productId === undefined || seen.has(keyOf(item))) continue;
      seen.add(keyOf(item));
      items.push({ ...item, productId });
    }
  }
  return items;
}

/**
 * Records notices for consultants in the caller's transaction (the outbox drain's, the deadline sweep's): each
 * lead joins its consultant's open message of that kind and product, or opens one. Every open message of one
 * consultant and kind is due together: 60 seconds after the first item not yet told (`now` for a new one), moved to
 * the end of the quiet hours when it falls in them. Consultants without settings, or with channel NONE, get nothing.
 * Answers when the messages it opened are due, for the caller to wake the sender after its commit.
 */
export async function queueNotices(tx: Executor, now: Date, inputs: NoticeInput[]): Promise<Date[]> {
  const wanted = inputs.filter((i) => i.leadIds.length > 0);
  if (wanted.length === 0) return [];
  const receivers = await lockReceivers(tx, [...new Set(wanted.map((i) => i.portalId))]);
  const forReceivers = wanted.filter((i) => receivers.has(i.portalId));
  if (forReceivers.length === 0) return [];
  const items = await newItems(tx, forReceivers);
  const opened: Date[] = [];
  for (const group of groupBy(items, (i) => `${i.portalId}|${i.kind}`)) {
    const { portalId, kind } = group[0];
    const receiver = receivers.get(portalId) as Receiver;
    // Waits while the sender holds one of these messages; then sees it SENT and opens a new one.
    const open = await tx
      .select({ id: noticeMessages.id, productId: noticeMessages.productId, dueAt: noticeMessages.dueAt })
      .from(noticeMessages)
      .where(
        and(eq(noticeMessages.portalId, portalId), eq(noticeMessages.kind, kind), eq(noticeMessages.status, 'QUEUED')),
      )
      .for('update');
    const dueAt = open[0]?.dueAt ?? notifyAt(now, receiver.quiet);
    const messageOf = new Map(open.map((m) => [m.productId, Number(m.id)]));
    for (const productItems of groupBy(group, (i) => String(i.productId))) {
      const productId = productItems[0].productId;
      let messageId = messageOf.get(productId);
      if (messageId === undefined) {
        const [created] = await tx
          .insert(noticeMessages)
          .values({
            portalId,
            kind,
            productId,
            channel: receiver.channel,
            toMasked: receiver.phoneMasked,
            firstAt: now,
            dueAt,
            createdAt: now,
          })
          .returning({ id: noticeMessages.id });
        messageId = Number(created.id);
        opened.push(dueAt);
      }
      await tx
        .insert(noticeItems)
        .values(
          productItems.map((i) => ({ messageId, portalId, kind, leadId: i.leadId, source: i.source, becameAt: now })),
        )
        .onConflictDoNothing();
      await tx
        .update(noticeMessages)
        .set({
          leadCount: sql`(select count(*)::int from ${noticeItems} i where i.message_id = ${messageId} and not i.left_out)`,
        })
        .where(eq(noticeMessages.id, messageId));
    }
  }
  return opened;
}

function groupBy<T>(values: T[], keyOf: (value: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const value of values) {
    const key = keyOf(value);
    const group = groups.get(key);
    if (group) group.push(value);
    else groups.set(key, [value]);
  }
  return [...groups.values()];
}

/**
 * What a public event tells a consultant: a lead confirmed to them (a confirmation, an automatic assignment) or
 * distributed to them, a lead they hold or used suppressed, a lead taken back after its first-contact time. Other
 * recalls (an order cancelled, a distribution recalled, a pause) and provisional assignments tell nothing.
 */
export function noticeOfEvent(event: OutboxEvent): NoticeInput | null {
  const portalId = Number(event.payload.portalId);
  const leadId = Number(event.payload.leadId);
  if (!Number.isInteger(portalId) || !Number.isInteger(leadId)) return null;
  const source = `event:${event.id}`;
  switch (event.type) {
    case 'lead.assigned': {
      const assignment = event.payload.assignment;
      if (assignment !== 'CONFIRMED' && assignment !== 'DISTRIBUTED') return null;
      return { portalId, kind: 'ASSIGNED', leadIds: [leadId], source };
    }
    case 'lead.suppressed':
      return { portalId, kind: 'SUPPRESSED', leadIds: [leadId], source };
    case 'lead.recalled':
      // A recall without a reason is not a take-back.
      return event.payload.reason === 'SLA_EXPIRED'
        ? { portalId, kind: 'TAKEN_BACK', leadIds: [leadId], source }
        : null;
    default:
      return null;
  }
}

/**
 * The outbox consumer: turns a batch of public events into notice items in the drain's transaction, dated by the
 * app's clock when consumed (the drain runs right after the commit that wrote them). Wakes the sender for the
 * messages it opened; a wake-up of a batch that then rolls back finds nothing due.
 */
export function noticeConsumer(deps: NoticeDeps): OutboxConsumer {
  return async (events, tx) => {
    const inputs = events.map(noticeOfEvent).filter((n): n is NoticeInput => n !== null);
    const opened = await queueNotices(tx, new Date(deps.clock()), inputs);
    for (const dueAt of new Set(opened.map((d) => d.getTime()))) deps.wake?.(new Date(dueAt));
  };
}
