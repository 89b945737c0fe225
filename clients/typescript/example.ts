// An operator looks up a product, a supplier registers a lead for it, against a running service:
// `npx tsx clients/typescript/example.ts` with B, ADMIN and PROVIDER exported as the first start prints them.
import { createLeadlineClient } from './src/index.js';

const base = process.env.B ?? 'http://localhost:3000';
const admin = createLeadlineClient(base, { apiKey: process.env.ADMIN ?? '' });
const supplier = createLeadlineClient(base, { apiKey: process.env.PROVIDER ?? '' });

const products = await admin.GET('/admin/v1/products', { params: { query: { limit: 1 } } });
if (products.error) throw new Error(`${products.error.code}: ${products.error.detail}`);
const [product] = products.data.data;

const tail = String(Date.now()).slice(-8);
const { data: lead, error } = await supplier.POST('/api/v1/leads', {
  body: {
    productId: product.id,
    providerId: product.providerIds[0],
    name: '홍길동',
    phone: `010-${tail.slice(0, 4)}-${tail.slice(4)}`,
  },
});
// `error` is the problem+json body: branch on its stable `code`.
if (error) throw new Error(`${error.code}: ${error.detail}`);
console.log(`lead ${lead.id}: ${lead.status}, phone …${lead.phone_3}`);
