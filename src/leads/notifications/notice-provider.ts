import type { Clock } from '../../platform/clock.js';
import { FileOutbox } from '../../platform/file-outbox.js';

/** One message to a consultant's phone: work notices only, with no personal data of anyone in `text`. */
export interface NoticeMessage {
  /** The same reference twice is the same message (a retry): a provider sends it once. */
  reference: string;
  channel: 'KAKAO' | 'SMS';
  /** The consultant's number, digits only. */
  to: string;
  /** SMS: the registered sender number; null for 알림톡 (sent from the agency's KakaoTalk channel). */
  from: string | null;
  /** 알림톡: the registered template the text fills; null for SMS. */
  templateCode: string | null;
  text: string;
}

/**
 * Sends consultants' messages. `send` must be safe to call twice for one reference. A refusal the service explains
 * (not a KakaoTalk user, a blocked number) throws a `NoticeDeliveryError` whose message, without personal data,
 * goes into the log; any other error leaves the message queued for the next run.
 */
export interface NoticeProvider {
  readonly name: string;
  send(message: NoticeMessage): Promise<void>;
}

export class NoticeDeliveryError extends Error {}

/**
 * The sandbox provider: nothing leaves; every message, a refused 알림톡 included, is written as
 * `notice-<reference>-<channel>.json` into the message outbox (folder 0700, files 0600: the file holds the
 * consultant's number). Its 알림톡 fails for numbers whose middle part is `0000` (`010-0000-1234`): numbers no
 * carrier hands out, so a demo or a test can see the SMS fallback at work.
 */
export class SandboxNoticeProvider implements NoticeProvider {
  readonly name = 'sandbox';
  private readonly outbox: FileOutbox;
  constructor(
    dir: string,
    private readonly clock: Clock,
  ) {
    this.outbox = new FileOutbox(dir);
  }

  async send(message: NoticeMessage) {
    const refused = message.channel === 'KAKAO' && kakaoRefuses(message.to);
    const failure = refused ? 'KakaoTalk 알림톡 not delivered: the number has no KakaoTalk account (sandbox)' : null;
    const body = { ...message, delivered: !refused, failure, writtenAt: new Date(this.clock()).toISOString() };
    await this.outbox.writeOnce(`notice-${message.reference}-${message.channel}.json`, JSON.stringify(body, null, 2));
    if (failure) throw new NoticeDeliveryError(failure);
  }
}

/** The sandbox's failing recipients: `0XX-0000-XXXX`. */
export const kakaoRefuses = (digits: string) => /^01\d0000\d{4}$/.test(digits);
