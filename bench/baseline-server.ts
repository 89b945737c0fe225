/**
 * The baseline: a bare Fastify server on the same machine, in its own process like the service.
 * - `GET /regions` returns the exact bytes the service's `GET /api/v1/regions` returned (no auth, no database).
 * - `POST /leads` does the single-row INSERT of a lead through a `pg` pool of the service's size, with the phone
 *   encrypted and blind-indexed the same way; nothing else (no validation, no transaction, no allocation).
 * - `GET /leads/:id` reads one lead by primary key through the same pool and answers a few of its columns: the
 *   floor of any read endpoint (HTTP, one round trip, a small JSON), which the list scenarios are also compared with.
 * Configured by BASELINE_PORT, BASELINE_REGIONS (base64 of the body), DATABASE_URL, BASELINE_PROVIDER_ID,
 * BASELINE_PRODUCT_ID, PII_ENCRYPTION_KEYS and PII_HMAC_KEY.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { parsePiiKeys } from '../src/config.js';
import { PiiVault } from '../src/platform/pii.js';

const env = process.env;
const regions = Buffer.from(env.BASELINE_REGIONS ?? '', 'base64');
const pool = env.DATABASE_URL ? new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 }) : null;
const vault =
  env.PII_ENCRYPTION_KEYS && env.PII_HMAC_KEY
    ? new PiiVault(parsePiiKeys(env.PII_ENCRYPTION_KEYS), Buffer.from(env.PII_HMAC_KEY, 'base64'))
    : null;
const providerId = Number(env.BASELINE_PROVIDER_ID);
const productId = Number(env.BASELINE_PRODUCT_ID);

const app = Fastify({ logger: false });

app.get('/healthz', async () => ({ ok: true }));

app.get('/regions', (_request, reply) => {
  reply.type('application/json; charset=utf-8').send(regions);
});

app.post('/leads', async (request, reply) => {
  if (!pool || !vault) return reply.code(503).send({ error: 'no database' });
  const body = request.body as { name: string; phone: string };
  const digits = body.phone.replace(/-/g, '');
  const { rows } = await pool.query(
    `insert into leads (provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      providerId,
      productId,
      body.name,
      vault.encrypt(digits),
      vault.blindIndex(digits),
      digits.slice(0, 3),
      digits.slice(-4),
      `${digits.slice(0, 3)}-****-${digits.slice(-4)}`,
    ],
  );
  return { id: String(rows[0].id) };
});

app.get('/leads/:id', async (request, reply) => {
  if (!pool) return reply.code(503).send({ error: 'no database' });
  const { id } = request.params as { id: string };
  const { rows } = await pool.query('select id, name, phone_masked, status, created_at from leads where id = $1', [id]);
  if (rows.length === 0) return reply.code(404).send({ error: 'not found' });
  const r = rows[0];
  return { id: String(r.id), name: r.name, phone: r.phone_masked, status: r.status, createdAt: r.created_at };
});

const close = async () => {
  await app.close();
  await pool?.end();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ port: Number(env.BASELINE_PORT ?? 3999), host: '127.0.0.1' });
