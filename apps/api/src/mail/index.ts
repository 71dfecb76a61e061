/**
 * The mail context's face: what other parts of the API may use. Everything else in this
 * folder is the context's own business.
 */
export { MailModule, runsJobs, type MailModuleOptions } from './mail.module.js';
export { MailOutbox } from './application/mail-outbox.service.js';
export type { MailAttachment, MailOrderLine, MailRequest, MailTemplateName, MailTemplates } from './domain/mail.js';
