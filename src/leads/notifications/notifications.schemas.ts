import { Type } from 'typebox';
import { NOTICE_KINDS, NOTICE_STATUSES, NOTIFY_CHANNELS } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import {
  DateTime,
  NullableDateTime,
  NullableString,
  PageQuery,
  PaginationSchema,
  PortalId,
  StrictObject,
} from '../../platform/schemas.js';

const literals = <T extends string>(values: readonly T[], description: string) => Type.Enum(values, { description });

export const NotifyChannelSchema = literals(
  NOTIFY_CHANNELS,
  'KAKAO: KakaoTalk 알림톡, SMS when it fails; SMS; NONE: no message',
);
export const NoticeKindSchema = literals(
  NOTICE_KINDS,
  'ASSIGNED: leads became yours; HALF_TIME: half of a first-contact time passed; TAKEN_BACK: taken back after ' +
    'the first-contact time; SUPPRESSED: a lead you used was suppressed (do not contact)',
);

const ClockTime = (description: string) => Type.String({ maxLength: 5, description });

export const QuietHoursSchema = component(
  'QuietHours',
  StrictObject(
    {
      from: ClockTime('Korea time HH:MM, 00:00–23:59 (inclusive)'),
      to: ClockTime('Korea time HH:MM, 00:00–24:00 (exclusive); earlier than from wraps midnight'),
    },
    { description: 'Messages wait through these hours and go out at their end as one. from = to: none.' },
  ),
);

export const NotificationSettingsBody = StrictObject({
  portalId: PortalId,
  channel: NotifyChannelSchema,
  phone: Type.Optional(
    Type.Union([Type.String({ maxLength: 30 }), Type.Null()], {
      description: 'The consultant’s phone (010-1234-5678, 01012345678 or +82 10-1234-5678): required unless NONE',
    }),
  ),
  quietHours: Type.Optional(Type.Union([QuietHoursSchema, Type.Null()], { description: 'Default 21:00–08:00' })),
});

export const NotificationSettingsQuery = StrictObject({ portalId: PortalId });

export const NotificationSettings = component(
  'NotificationSettings',
  Type.Object({
    portalId: Type.Integer(),
    channel: NotifyChannelSchema,
    phone: Type.Unsafe<string | null>({
      type: ['string', 'null'],
      description: 'As given (010-1234-5678) in the answer of PUT, masked (010-****-5678) in the answer of GET',
    }),
    quietHours: QuietHoursSchema,
    updatedAt: { ...NullableDateTime, description: 'Null: never set (channel NONE)' },
  }),
);

export const NoticeLogQuery = StrictObject({ portalId: PortalId, ...PageQuery });

export const NoticeLogEntry = component(
  'NoticeLogEntry',
  Type.Object({
    id: Type.String(),
    createdAt: DateTime,
    sentAt: NullableDateTime,
    channel: {
      ...NotifyChannelSchema,
      description: 'While queued, the channel set; once sent, the one that carried it',
    },
    to: { ...NullableString, description: 'The consultant’s number, masked' },
    kind: NoticeKindSchema,
    leadCount: Type.Integer({ description: 'Leads the message counts (those left out before sending are not)' }),
    status: literals(NOTICE_STATUSES, 'QUEUED until due (60 s, or the end of quiet hours), then SENT or FAILED'),
    failureMessage: NullableString,
  }),
);

export const NoticeLog = component(
  'NoticeLog',
  Type.Object({ data: Type.Array(NoticeLogEntry), pagination: PaginationSchema }),
);
