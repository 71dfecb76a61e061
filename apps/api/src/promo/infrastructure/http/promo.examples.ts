import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const PROMO_EXAMPLES: ExampleTable = { checkPromo: { request: { promo_code: 'lac-2027' }, responses: { 200: { valid: true } } } };
