// Writes the service's live OpenAPI document (what /openapi.json serves) to a file, for the linter and for client
// generators: `tsx scripts/openapi-document.ts <out.json>`.
import { writeFileSync } from 'node:fs';
import { openApiDocument } from './openapi.js';

const out = process.argv[2];
if (!out) {
  process.stderr.write('usage: tsx scripts/openapi-document.ts <out.json>\n');
  process.exit(2);
}
writeFileSync(out, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
