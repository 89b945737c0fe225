import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { App } from '../../../src/app.js';
import { sendDueNotices } from '../../../src/leads/notifications/notices.sender.js';
import type { NoticeDeps } from '../../../src/leads/notifications/notices.service.js';
import { drainOutbox } from '../../../src/platform/outbox.js';
import type { TestClock } from '../../helpers/clock.js';
import type { World } from '../../helpers/fixtures.js';

/** The notification tests' moves: settings over the API, the outbox drain, the sender on the test clock. */
export function noticeHelpers(app: App, w: World, clock: TestClock) {
  const putSettings = (body: Record<string, unknown>, headers: Record<string, string> = w.asPortal) =>
    app.inject({ method: 'PUT', url: '/api/v1/notification-settings', headers, payload: body });

  const getSettings = (portalId: number, headers: Record<string, string> = w.asPortal) =>
    app.inject({ method: 'GET', url: `/api/v1/notification-settings?portalId=${portalId}`, headers });

  const log = async (portalId: number, query = '') => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/notification-settings/log?portalId=${portalId}${query}`,
      headers: w.asPortal,
    });
    if (res.statusCode !== 200) throw new Error(`log → ${res.statusCode} ${res.body}`);
    return res.json() as {
      data: {
        id: string;
        createdAt: string;
        sentAt: string | null;
        channel: string;
        to: string | null;
        kind: string;
        leadCount: number;
        status: string;
        failureMessage: string | null;
      }[];
      pagination: { page: number; limit: number; total: number; totalPages: number };
    };
  };

  /** KAKAO to a fresh number, default quiet hours, for `portalId`. */
  const kakao = async (portalId: number, extra: Record<string, unknown> = {}) => {
    const res = await putSettings({ portalId, channel: 'KAKAO', phone: '010-2345-6789', ...extra });
    if (res.statusCode !== 200) throw new Error(`settings → ${res.statusCode} ${res.body}`);
  };

  /** What the drain does right after a commit: public events become notice items, dated by the test clock. */
  const drain = () => drainOutbox(app.deps.database.db);

  const send = (deps: NoticeDeps = app.notices) => sendDueNotices(deps, new Date(clock.now()));

  const outboxDir = app.deps.config.notifications.outboxDir;
  /** The sandbox provider's files of message `id`, by channel. */
  const outboxFiles = (id: string) => {
    const names = (() => {
      try {
        return readdirSync(outboxDir);
      } catch {
        return [] as string[];
      }
    })().filter((n) => n.startsWith(`notice-${id}-`));
    return Object.fromEntries(
      names.map((n) => {
        const channel = n.slice(`notice-${id}-`.length, -'.json'.length);
        return [channel, { path: join(outboxDir, n), ...JSON.parse(readFileSync(join(outboxDir, n), 'utf8')) }];
      }),
    ) as Record<
      string,
      { path: string; text: string; to: string; from: string | null; channel: string; delivered: boolean }
    >;
  };

  return { putSettings, getSettings, log, kakao, drain, send, outboxFiles };
}

/** A Korea-time instant: `kst('2026-12-07T10:00')`. */
export const kst = (local: string) => new Date(`${local}:00+09:00`);
