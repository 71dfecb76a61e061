import type { AttachmentKind } from '../domain/attachment-policy.js';

/** Tells which allowed kind a file's bytes are, whatever its name says; null for anything else. */
export abstract class FileKindDetector {
  abstract detect(data: Buffer): Promise<AttachmentKind | null>;
}
