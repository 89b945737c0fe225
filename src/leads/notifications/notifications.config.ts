import { join, resolve } from 'node:path';
import { ConfigError, type Env } from '../../platform/env.js';
import { parsePhone } from '../../platform/phone.js';

/** Configuration of the consultants' messages (routing.md §4). */
export interface NotificationsConfig {
  /** `PORTAL_LEADS_URL`: the portal's lead list, the `{url}` of every message. */
  portalLeadsUrl: string;
  /** `SMS_SENDER_NUMBER`: the number SMS go out from (registered with the carriers), digits only. */
  smsSenderNumber: string;
  /** The sandbox provider's folder: `MESSAGE_OUTBOX_DIR`, shared with the analysis reports' messages. */
  outboxDir: string;
}

// A representative number (대표번호: 15XX, 16XX, 18XX) or any Korean phone number.
const REPRESENTATIVE = /^1[568]\d{2}\d{4}$/;

function senderNumber(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (REPRESENTATIVE.test(digits)) return digits;
  const phone = parsePhone(raw);
  if (!phone) throw new ConfigError(`SMS_SENDER_NUMBER must be a Korean phone or representative number, got "${raw}"`);
  return phone.digits;
}

function portalUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PORTAL_LEADS_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`PORTAL_LEADS_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  // A 알림톡 variable is limited in length; the whole message stays one short text.
  if (raw.length > 200) throw new ConfigError('PORTAL_LEADS_URL must be at most 200 characters');
  return raw;
}

export function loadNotificationsConfig(
  env: Env,
  base: { dataDir: string; publicBaseUrl: string },
): NotificationsConfig {
  return {
    portalLeadsUrl: portalUrl(env.PORTAL_LEADS_URL || `${base.publicBaseUrl}/leads`),
    smsSenderNumber: senderNumber(env.SMS_SENDER_NUMBER || '1588-0000'),
    outboxDir: resolve(env.MESSAGE_OUTBOX_DIR || join(base.dataDir, 'message-outbox')),
  };
}
