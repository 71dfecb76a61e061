import { FEEDBACK_MAX_FILE_BYTES, FEEDBACK_MAX_FILES } from '@mercato/contracts';
import { DomainError } from '../../shared/domain/domain-error.js';

/**
 * The attachment kinds of SPEC.md section 5, each with the extensions a file of that kind may
 * be named with and the content type it is mailed as.
 */
export const ATTACHMENT_KINDS = {
  jpeg: { extensions: ['jpg', 'jpeg'], mime: 'image/jpeg' },
  png: { extensions: ['png'], mime: 'image/png' },
  webp: { extensions: ['webp'], mime: 'image/webp' },
  gif: { extensions: ['gif'], mime: 'image/gif' },
  pdf: { extensions: ['pdf'], mime: 'application/pdf' },
  doc: { extensions: ['doc'], mime: 'application/msword' },
  docx: { extensions: ['docx'], mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xls: { extensions: ['xls'], mime: 'application/vnd.ms-excel' },
  xlsx: { extensions: ['xlsx'], mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  ppt: { extensions: ['ppt'], mime: 'application/vnd.ms-powerpoint' },
  pptx: { extensions: ['pptx'], mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
} as const;

export type AttachmentKind = keyof typeof ATTACHMENT_KINDS;

export function isAttachmentKind(value: unknown): value is AttachmentKind {
  return typeof value === 'string' && Object.hasOwn(ATTACHMENT_KINDS, value);
}

/** An uploaded file as received: its name as the visitor's computer called it, and its size. */
export interface UploadedAttachment {
  readonly originalName: string;
  readonly size: number;
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** At most 10 files of at most 10 MB each (SPEC.md section 9, DESIGN.md). */
export function checkAttachmentLimits(files: readonly UploadedAttachment[]): void {
  if (files.length > FEEDBACK_MAX_FILES) throw new DomainError('file_limit_exceeded');
  if (files.some((file) => file.size > FEEDBACK_MAX_FILE_BYTES)) throw new DomainError('payload_too_large');
  if (files.some((file) => file.size === 0)) throw new DomainError('file_type_not_allowed');
}

/**
 * The kind of a file, decided by its content (`detected`, null when the content is none of the
 * allowed kinds). A name that claims another kind than the content is refused too, so a
 * renamed program never reaches the staff inbox looking like a document.
 */
export function acceptedKind(file: UploadedAttachment, detected: AttachmentKind | null): AttachmentKind {
  if (!detected) throw new DomainError('file_type_not_allowed', { file: file.originalName });
  const extensions: readonly string[] = ATTACHMENT_KINDS[detected].extensions;
  if (!extensions.includes(extensionOf(file.originalName))) {
    throw new DomainError('file_type_not_allowed', { file: file.originalName, detected });
  }
  return detected;
}

/**
 * The name the file is mailed under: the visitor's name without any path or control
 * characters, at most 100 characters before the extension, which is always one of its kind's.
 */
export function safeAttachmentName(originalName: string, kind: AttachmentKind): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base].filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f && !'"<>:|?*'.includes(c)).join('').trim();
  const dot = cleaned.lastIndexOf('.');
  const extension = dot >= 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  const allowed: readonly string[] = ATTACHMENT_KINDS[kind].extensions;
  const stem = (extension ? cleaned.slice(0, -(extension.length + 1)) : cleaned).trim().slice(0, 100) || 'attachment';
  return `${stem}.${allowed.includes(extension) ? extension : allowed[0]}`;
}
