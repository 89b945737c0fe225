// Regenerates the typed API client's types (clients/typescript/src/schema.ts) from the service's own OpenAPI
// document: `npm run client:generate`. CI runs it and fails when the committed file differs.
import { writeFileSync } from 'node:fs';
import openapiTS, { astToString } from 'openapi-typescript';
import { openApiDocument } from './openapi.js';

const out = new URL('../clients/typescript/src/schema.ts', import.meta.url);
const ast = await openapiTS(JSON.stringify(await openApiDocument()), { alphabetize: true });
const header = '// Generated from the leadline OpenAPI document by `npm run client:generate`: do not edit.\n';
writeFileSync(out, header + astToString(ast));
