import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH, portalCallerOf } from '../../platform/access/caller.js';
import { errorResponses } from '../../platform/errors.js';
import type { NoticeDeps } from './notices.service.js';
import {
  NoticeLog,
  NoticeLogQuery,
  NotificationSettings,
  NotificationSettingsBody,
  NotificationSettingsQuery,
} from './notifications.schemas.js';
import { getNotificationSettings, listNotices, putNotificationSettings } from './notifications.service.js';

const tags = ['Notifications'];

export const notificationRoutes =
  (deps: NoticeDeps): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.put(
      '/api/v1/notification-settings',
      {
        config: AUTH.portal,
        schema: {
          tags,
          operationId: 'putNotificationSettings',
          summary: 'Set how and when a portal user is told of leads',
          description:
            'KAKAO (알림톡, SMS when it fails), SMS or NONE; phone required unless NONE; quiet hours Korea time, ' +
            'default 21:00–08:00, may wrap midnight. Replaces the settings as a whole. The phone is sealed at ' +
            'rest, never logged, and shown in clear only in this answer.',
          body: NotificationSettingsBody,
          response: { 200: NotificationSettings, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
        },
      },
      async (request) => putNotificationSettings(deps, portalCallerOf(request, request.body.portalId), request.body),
    );

    app.get(
      '/api/v1/notification-settings',
      {
        config: AUTH.portal,
        schema: {
          tags,
          operationId: 'getNotificationSettings',
          summary: 'A portal user’s notification settings, the phone masked',
          description: 'A portal user who never set them has channel NONE (no message) and the default quiet hours.',
          querystring: NotificationSettingsQuery,
          response: { 200: NotificationSettings, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
        },
      },
      async (request) => getNotificationSettings(deps, portalCallerOf(request, request.query.portalId), request.query),
    );

    app.get(
      '/api/v1/notification-settings/log',
      {
        config: AUTH.portal,
        schema: {
          tags,
          operationId: 'listNotificationLog',
          summary: 'The messages sent (or waiting) to a portal user, newest first',
          description:
            'One entry per message: queued until due (60 s after the first lead, or the end of quiet hours), ' +
            'then sent or failed; to is masked. A message whose leads were all suppressed or taken back before ' +
            'it was due is not sent and not listed.',
          querystring: NoticeLogQuery,
          response: { 200: NoticeLog, ...errorResponses('VALIDATION_FAILED', 'KEY_SCOPE') },
        },
      },
      async (request) => listNotices(deps, portalCallerOf(request, request.query.portalId), request.query),
    );
  };
