import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../../config/app-config.js';
import { MailOutbox, type MailAttachment } from '../../../mail/index.js';
import { UnitOfWork } from '../../../platform/database/unit-of-work.js';
import { FileStore } from '../../../platform/files/file-store.port.js';
import {
  ATTACHMENT_KINDS,
  acceptedKind,
  checkAttachmentLimits,
  safeAttachmentName,
  type UploadedAttachment,
} from '../../domain/attachment-policy.js';
import { validateFeedback, type FeedbackInput } from '../../domain/feedback.js';
import { FileKindDetector } from '../file-kind-detector.port.js';

export interface FeedbackFile extends UploadedAttachment {
  readonly data: Buffer;
}

/** Per client address: enough for a restaurant's staff, too few for a spammer. */
export const FEEDBACK_PER_ADDRESS = { limit: 5, windowMs: 60 * 60_000 };

/** Where attachments wait for their mail: a private prefix the media route never serves. */
const ATTACHMENT_PREFIX = 'feedback';

export class FeedbackSettings {
  constructor(readonly recipient: string) {}

  static from(config: AppConfig): FeedbackSettings {
    return new FeedbackSettings(config.feedbackTo);
  }
}

/**
 * `send_feedback.php`: checks the message and every attachment (by content), keeps the files
 * privately and records the staff mail in the outbox in one transaction. The mail job attaches
 * the files and deletes them once the mail is sent.
 */
@Injectable()
export class SendFeedback {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly mail: MailOutbox,
    private readonly files: FileStore,
    private readonly detector: FileKindDetector,
    private readonly settings: FeedbackSettings,
  ) {}

  async execute(input: FeedbackInput, uploads: readonly FeedbackFile[]): Promise<void> {
    const feedback = validateFeedback(input);
    checkAttachmentLimits(uploads);
    const checked = [];
    for (const upload of uploads) {
      const kind = acceptedKind(upload, await this.detector.detect(upload.data));
      checked.push({ upload, kind });
    }

    const batch = randomUUID();
    const attachments: MailAttachment[] = [];
    try {
      for (const [index, { upload, kind }] of checked.entries()) {
        const fileKey = `${ATTACHMENT_PREFIX}/${batch}/${index + 1}.${ATTACHMENT_KINDS[kind].extensions[0]}`;
        await this.files.put(fileKey, upload.data, ATTACHMENT_KINDS[kind].mime);
        attachments.push({ fileKey, filename: safeAttachmentName(upload.originalName, kind), contentType: ATTACHMENT_KINDS[kind].mime });
      }
      await this.uow.run(() =>
        this.mail.record({
          template: 'feedback',
          to: this.settings.recipient,
          language: feedback.language,
          params: {
            name: feedback.name,
            email: feedback.email,
            phone: feedback.phone,
            company: feedback.company,
            subject: feedback.subject,
            message: feedback.message,
            attachmentNames: attachments.map((a) => a.filename),
          },
          attachments,
        }),
      );
    } catch (error) {
      // Nothing will mail these files: do not keep them.
      for (const { fileKey } of attachments) await this.files.delete(fileKey).catch(() => undefined);
      throw error;
    }
  }
}
