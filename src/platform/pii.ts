import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/** One key of `PII_ENCRYPTION_KEYS`. */
export interface PiiKey {
  id: string;
  key: Buffer;
}

/**
 * Encrypts personal data at rest (AES-256-GCM) and computes blind indexes (HMAC-SHA-256).
 * A ciphertext reads `keyId.iv.tag.data` (base64url parts), so keys can rotate: the first configured key
 * encrypts, every configured key decrypts.
 */
export class PiiVault {
  private readonly keys: Map<string, Buffer>;
  readonly currentKeyId: string;

  constructor(
    keys: PiiKey[],
    private readonly hmacKey: Buffer,
  ) {
    this.keys = new Map(keys.map((k) => [k.id, k.key]));
    this.currentKeyId = keys[0].id;
  }

  /**
   * The keys, the encrypting one first, for a worker thread of this process that encrypts on the service's behalf
   * (`new PiiVault(keys, hmacKey)` there). They stay in this process: never stored, logged or sent.
   */
  keysForWorker(): { keys: PiiKey[]; hmacKey: Buffer } {
    const current = { id: this.currentKeyId, key: this.keys.get(this.currentKeyId) as Buffer };
    const others = [...this.keys].filter(([id]) => id !== this.currentKeyId).map(([id, key]) => ({ id, key }));
    return { keys: [current, ...others], hmacKey: this.hmacKey };
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentKeyId)!, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [this.currentKeyId, iv, cipher.getAuthTag(), data]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  decrypt(sealed: string): string {
    const [keyId, iv, tag, data] = sealed.split('.');
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`no PII key "${keyId}" is configured`);
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  keyIdOf(sealed: string): string {
    return sealed.slice(0, sealed.indexOf('.'));
  }

  /** A keyed hash: equal inputs give equal outputs, and the input cannot be recovered without the key. */
  blindIndex(normalized: string): string {
    return createHmac('sha256', this.hmacKey).update(normalized).digest('base64url');
  }
}
