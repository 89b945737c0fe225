import { and, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Tx } from '../../db/client.js';
import { type NotifyChannel, noticeMessages, notificationSettings } from '../../db/schema/index.js';
import type { PortalCaller } from '../../platform/access/caller.js';
import { pageWindow } from '../../platform/bounded-list.js';
import { AppError, type FieldError } from '../../platform/errors.js';
import { formatPhone, maskPhone, parsePhone } from '../../platform/phone.js';
import { iso, pagination } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { DEFAULT_QUIET_HOURS, notifyAt, type QuietHours, quietHoursProblems } from '../routing/quiet-hours.rules.js';
import type { NoticeDeps } from './notices.service.js';
import type {
  NoticeLog,
  NoticeLogQuery,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationSettingsQuery,
} from './notifications.schemas.js';

/**
 * A consultant's notification settings and message log (routing.md §4). The phone is sealed by the vault and kept
 * masked beside it; it is never logged, and only the answer of the PUT that set it shows it in clear.
 */

type SettingsView = Static<typeof NotificationSettings>;
type SettingsInput = Static<typeof NotificationSettingsBody>;

/** What a portal user without settings has: no messages. */
const noSettings = (portalId: number): SettingsView => ({
  portalId,
  channel: 'NONE',
  phone: null,
  quietHours: DEFAULT_QUIET_HOURS,
  updatedAt: null,
});

/** The body checked as a whole: every problem of the phone and the quiet hours in one 400. */
function checkedSettings(input: SettingsInput) {
  const problems: FieldError[] = [];
  const raw = input.phone ?? null;
  const phone = raw === null || raw.trim() === '' ? null : parsePhone(raw);
  if (raw !== null && raw.trim() !== '' && phone === null) {
    problems.push({ field: 'phone', message: 'must be a Korean phone number' });
  } else if (phone === null && input.channel !== 'NONE') {
    problems.push({ field: 'phone', message: `is required with channel ${input.channel}` });
  }
  const quiet: QuietHours = input.quietHours ?? DEFAULT_QUIET_HOURS;
  problems.push(...quietHoursProblems(quiet));
  if (problems.length > 0) {
    const detail = problems.map((p) => `${p.field}: ${p.message}`).join('; ');
    throw new AppError('VALIDATION_FAILED', detail, { errors: problems });
  }
  return { phone, quiet };
}

/**
 * `PUT /api/v1/notification-settings`: replaces the caller's settings (an omitted phone is none, omitted quiet hours
 * are 21:00–08:00). Messages still queued take the new quiet hours: they are due 60 seconds after their first lead,
 * or at the end of the new quiet hours; they go to the number and by the channel set when they are sent.
 */
export async function putNotificationSettings(
  deps: NoticeDeps,
  caller: PortalCaller,
  input: SettingsInput,
): Promise<SettingsView> {
  const { phone, quiet } = checkedSettings(input);
  const now = new Date(deps.clock());
  const values = {
    channel: input.channel,
    phoneEnc: phone === null ? null : deps.vault.encrypt(phone.digits),
    phoneMasked: phone === null ? null : maskPhone(phone),
    quietFrom: quiet.from,
    quietTo: quiet.to,
    updatedAt: now,
  };
  const moved = await withTransaction(deps.db, async (tx) => {
    await tx
      .insert(notificationSettings)
      .values({ portalId: caller.portalId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.portalId, set: values });
    return updateQueued(tx, caller.portalId, { channel: input.channel, toMasked: values.phoneMasked }, quiet);
  });
  for (const dueAt of moved) deps.wake?.(dueAt);
  return {
    portalId: caller.portalId,
    channel: input.channel,
    phone: phone === null ? null : formatPhone(phone),
    quietHours: quiet,
    updatedAt: iso(now),
  };
}

/**
 * The consultant's queued messages take the new settings: the channel and number shown in the log, and the time
 * they are due by the new quiet hours, each kind from its first item. Answers the new times.
 */
async function updateQueued(
  tx: Tx,
  portalId: number,
  shown: { channel: NotifyChannel; toMasked: string | null },
  quiet: QuietHours,
): Promise<Date[]> {
  const queued = await tx
    .select({ kind: noticeMessages.kind, firstAt: sql<Date | string>`min(${noticeMessages.firstAt})` })
    .from(noticeMessages)
    .where(and(eq(noticeMessages.portalId, portalId), eq(noticeMessages.status, 'QUEUED')))
    .groupBy(noticeMessages.kind);
  const moved: Date[] = [];
  for (const { kind, firstAt } of queued) {
    const dueAt = notifyAt(new Date(firstAt), quiet);
    await tx
      .update(noticeMessages)
      .set({ dueAt, ...shown })
      .where(
        and(eq(noticeMessages.portalId, portalId), eq(noticeMessages.kind, kind), eq(noticeMessages.status, 'QUEUED')),
      );
    moved.push(dueAt);
  }
  return moved;
}

/** `GET /api/v1/notification-settings`: the caller's settings with the phone masked; none set → channel NONE. */
export async function getNotificationSettings(
  deps: NoticeDeps,
  caller: PortalCaller,
  _q: Static<typeof NotificationSettingsQuery>,
): Promise<SettingsView> {
  const [row] = await deps.db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.portalId, caller.portalId));
  if (!row) return noSettings(caller.portalId);
  return {
    portalId: row.portalId,
    channel: row.channel,
    phone: row.phoneMasked,
    quietHours: { from: row.quietFrom, to: row.quietTo },
    updatedAt: iso(row.updatedAt),
  };
}

/** `GET /api/v1/notification-settings/log`: the caller's messages, newest first (created, then id). */
export async function listNotices(
  deps: NoticeDeps,
  caller: PortalCaller,
  q: Static<typeof NoticeLogQuery>,
): Promise<Static<typeof NoticeLog>> {
  const { page, limit, offset } = pageWindow(q);
  const mine = eq(noticeMessages.portalId, caller.portalId);
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(noticeMessages)
      .where(mine)
      .orderBy(sql`${noticeMessages.createdAt} desc, ${noticeMessages.id} desc`)
      .limit(limit)
      .offset(offset),
    deps.db.select({ total: sql<number>`count(*)::int` }).from(noticeMessages).where(mine),
  ]);
  const data = rows.map((m) => ({
    id: String(m.id),
    createdAt: iso(m.createdAt) as string,
    sentAt: iso(m.sentAt),
    channel: m.channel,
    to: m.toMasked,
    kind: m.kind,
    leadCount: m.leadCount,
    status: m.status,
    failureMessage: m.failureMessage,
  }));
  return { data, pagination: pagination(page, limit, Number(total)) };
}
