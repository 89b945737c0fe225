import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Clock } from '../../platform/clock.js';
import { ensurePrivateDir, PRIVATE_FILE_MODE } from '../../platform/private-files.js';
import type { MessageAdapter, OutgoingMessage } from './messages.js';

/**
 * The default message service (contract §7.4): nothing leaves; each message is written as
 * `<transmissionId>.json` into `MESSAGE_OUTBOX_DIR`, like the fax outbox. The file holds what a real service would
 * be handed, the address in clear included, so the folder is 0700 and the files 0600. Created exclusively: a retry
 * of a message already written is a no-op.
 */
export class SandboxMessageOutbox implements MessageAdapter {
  readonly name = 'sandbox';
  readonly sandbox = true;
  private ready: Promise<void> | null = null;
  constructor(
    readonly dir: string,
    private readonly clock: Clock,
  ) {}

  private ensureDir() {
    this.ready ??= ensurePrivateDir(this.dir).catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  async send(message: OutgoingMessage) {
    await this.ensureDir();
    const reference = message.transmissionId;
    const body = { ...message, writtenAt: new Date(this.clock()).toISOString() };
    try {
      await writeFile(join(this.dir, `${reference}.json`), JSON.stringify(body, null, 2), {
        flag: 'wx',
        mode: PRIVATE_FILE_MODE,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    return { reference };
  }
}
