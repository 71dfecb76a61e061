/** The newsletter context's face. */
export { NewsletterModule } from './newsletter.module.js';
