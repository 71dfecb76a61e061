export * from './test-database.js';
export * from './smtp-catcher.js';
export * from './tcp-proxy.js';
