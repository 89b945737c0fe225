export * from './catalog.js';
export * from './keys.js';
