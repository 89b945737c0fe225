import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const db = new PGlite();
await db.query('select 1');
console.log('mem create', Date.now() - t);
t = Date.now();
const f = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, f.size);
t = Date.now();
const db2 = new PGlite({ loadDataDir: f });
await db2.query('select 1');
console.log('load', Date.now() - t);
console.log(process.memoryUsage().rss / 1e6);
