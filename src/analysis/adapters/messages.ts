/** One message to send: a short text to a phone (SMS, KakaoTalk) or an e-mail. Never health data (contract §7.1). */
export interface OutgoingMessage {
  /** The transmission it sends; the same id twice is the same message (a retry). */
  transmissionId: string;
  channel: 'SMS' | 'KAKAO' | 'EMAIL';
  /** The address in clear: phone digits (`01012345678`) or an e-mail address. */
  to: string;
  /** E-mail only. */
  subject: string | null;
  text: string;
  /** E-mail only: the same as a page (the text stays for mail programs that show no HTML). */
  html?: string;
}

/**
 * A message service, chosen by `MESSAGE_PROVIDER`. `send` must be safe to call twice for one transmission (the
 * second call is a no-op answering the same reference). A refusal the service explains throws a
 * `MessageDeliveryError`, whose message (no personal data) becomes the transmission's `failureMessage`.
 */
export interface MessageAdapter {
  readonly name: string;
  readonly sandbox: boolean;
  send(message: OutgoingMessage): Promise<{ reference: string }>;
}

export class MessageDeliveryError extends Error {}
