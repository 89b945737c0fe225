import type { Clock } from '../../platform/clock.js';
import { FileOutbox } from '../../platform/file-outbox.js';
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
  private readonly outbox: FileOutbox;
  constructor(
    dir: string,
    private readonly clock: Clock,
  ) {
    this.outbox = new FileOutbox(dir);
  }

  async send(message: OutgoingMessage) {
    const reference = message.transmissionId;
    const body = { ...message, writtenAt: new Date(this.clock()).toISOString() };
    await this.outbox.writeOnce(`${reference}.json`, JSON.stringify(body, null, 2));
    return { reference };
  }
}
