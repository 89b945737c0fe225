import { Type } from 'typebox';
import type { TransmissionStatus } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';

export const TRANSMISSION_STATUS_LABELS: Record<TransmissionStatus, string> = {
  QUEUED: '대기',
  SENT: '발송완료',
  FAILED: '발송실패',
};

export const TransmissionPathParams = Type.Object({ analysisId: Type.String({ maxLength: 100 }) });
export const TransmissionLinkParams = Type.Object({
  analysisId: Type.String({ maxLength: 100 }),
  transmissionId: Type.String({ maxLength: 100 }),
});

export const CreateTransmissionBody = StrictObject({
  recipient: Type.Union([Type.Literal('CLIENT'), Type.Literal('FC')], {
    description: "CLIENT: a link to the client's phone (SMS or KAKAO); FC: an e-mail to the consultant (EMAIL)",
  }),
  channel: Type.Union([Type.Literal('SMS'), Type.Literal('KAKAO'), Type.Literal('EMAIL')]),
});

export const Transmission = component(
  'AnalysisTransmission',
  Type.Object({
    transmissionId: Type.String({ description: 'Opaque: tr_ and 20 characters' }),
    recipient: Type.Union([Type.Literal('CLIENT'), Type.Literal('FC')]),
    channel: Type.Union([Type.Literal('SMS'), Type.Literal('KAKAO'), Type.Literal('EMAIL')]),
    to: Type.String({ description: 'The address, masked: 010-****-5678 or fc***@example.com' }),
    status: Type.Union([Type.Literal('QUEUED'), Type.Literal('SENT'), Type.Literal('FAILED')]),
    statusLabel: Type.String({ description: '대기, 발송완료, 발송실패' }),
    createdAt: Type.String({ format: 'date-time' }),
    sentAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
    failureMessage: Type.Union([Type.String(), Type.Null()]),
    sandbox: Type.Boolean({ description: 'Sent by the sandbox message service (written to its outbox)' }),
  }),
);
