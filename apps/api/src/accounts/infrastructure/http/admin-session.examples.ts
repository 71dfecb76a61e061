import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const ADMIN_SESSION_EXAMPLES: ExampleTable = {
  adminLogin: {
    request: { email: 'admin@mercato.ch', password: 'Gotthard#2026' },
    responses: { 200: { success: true, error_code: null } },
  },
  adminCheckSession: { responses: { 200: { isAdmin: true } } },
  adminLogout: { responses: { 200: { success: true } } },
};
