export * from './languages.js';
export * from './error-codes.js';
export * from './password-rule.js';
export * from './money.js';
export * from './limits.js';
export * from './totals.js';
export * from './catalogue-rules.js';
