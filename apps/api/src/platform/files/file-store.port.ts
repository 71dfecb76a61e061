import type { Readable } from 'node:stream';

export interface StoredFile {
  readonly stream: Readable;
  readonly size: number;
  readonly contentType: string;
}

/**
 * Where uploaded and catalogue files live (avatars, catalogue images, feedback attachments):
 * local disk by default; object storage when several instances must share them.
 * Keys are relative paths such as `catalogue/viande.svg`.
 */
export abstract class FileStore {
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  abstract get(key: string): Promise<StoredFile | null>;
  abstract exists(key: string): Promise<boolean>;
  abstract delete(key: string): Promise<void>;
}

const VALID_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)+$/;

/** Keys never climb out of the store: lowercase path segments, no `..`, no absolute paths. */
export function isValidFileKey(key: string): boolean {
  return key.length <= 200 && VALID_KEY.test(key) && !key.includes('..');
}
