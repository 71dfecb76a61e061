/**
 * The mail context's face: what other parts of the API may use. Everything else in this
 * folder is the context's own business.
 */
export { MailModule, type MailModuleOptions } from './mail.module.js';
export { MailOutbox } from './application/mail-outbox.service.js';
export { MailDeliveryHooks } from './application/mail-delivery-hooks.js';
export type { MailAttachment, MailOrderLine, MailRequest, MailSecrets, MailTemplateName, MailTemplates } from './domain/mail.js';
