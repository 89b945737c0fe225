// Commits a change that writes a public event, says so, and waits to be killed (test/webhooks/crash.test.ts).
import { connectPostgres } from '../../src/db/client.js';
import { internalCaller } from '../../src/platform/access/caller.js';
import { emit } from '../../src/platform/events.js';
import { withTransaction } from '../../src/platform/transactions.js';

const [url, portalId] = process.argv.slice(2);
const database = connectPostgres(url!, 2);
await withTransaction(database.db, (tx) =>
  emit(tx, internalCaller('test'), [{ type: 'order.completed', orderId: 77, portalId: Number(portalId) }]),
);
process.stdout.write('committed\n');
setInterval(() => {}, 1000);
