import type { ExampleTable } from '../../../platform/http/openapi-examples.js';

/** Answers of the demo instance (`npm start`), recorded and kept as the contract's examples. */
export const FEEDBACK_EXAMPLES: ExampleTable = {
  sendFeedback: {
    request: {
      name: 'Marco Bernasconi',
      email: 'marco@grotto-ticino.ch',
      phone: '+41 91 923 45 67',
      company: 'Grotto Ticino',
      subject: 'Livraison à Lugano',
      message: 'Bonjour, livrez-vous aussi le samedi au Tessin ? Merci.',
      lang: 'fr',
      'files[]': ['carte-des-vins.pdf'],
    },
    responses: { 200: { success: true, message: 'feedback_sent' } },
  },
};
