/** The feedback context's face. */
export { FeedbackModule } from './feedback.module.js';
