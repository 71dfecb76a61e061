import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const PASSWORD_RESET_EXAMPLES: ExampleTable = {
  requestReset: {
    request: { email: 'direction@brasserie-du-lac.ch', lang: 'fr' },
    responses: { 200: { success: true, message: 'reset_code_sent' } },
  },
  verifyCode: {
    request: { email: 'claire.rochat@brasserie-du-lac.ch', code: '707823', type: 'register', lang: 'fr' },
    responses: { 200: { success: true, message: 'registration_verified' } },
  },
  resendCode: {
    request: { email: 'cucina@osteria-lago.ch', lang: 'it', type: 'reset' },
    responses: { 200: { success: true, message: 'new_code_sent' } },
  },
  resetPassword: {
    request: { email: 'direction@brasserie-du-lac.ch', newPassword: 'Raclette#2027' },
    responses: { 200: { success: true, message: 'password_updated' } },
  },
};
