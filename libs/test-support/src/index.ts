export * from './test-database.js';
export * from './smtp-catcher.js';
