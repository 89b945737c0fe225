export * from './catalog.js';
export * from './keys.js';
export * from './leads.js';
export * from './files.js';
export * from './claims.js';
export * from './audit.js';
