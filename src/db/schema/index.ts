export * from './analysis.js';
export * from './audit.js';
export * from './catalog.js';
export * from './claims.js';
export * from './files.js';
export * from './keys.js';
export * from './leads.js';
export * from './webhooks.js';
