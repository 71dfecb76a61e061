import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../shared/domain/domain-error.js';
import { FileStore, isValidFileKey, type StoredFile } from './file-store.port.js';

/** A full disk or an exhausted quota: the upload is refused (507 storage_full), the rest works on. */
const NO_SPACE = new Set(['ENOSPC', 'EDQUOT', 'EFBIG']);

/** The file-system calls that write; a test replaces them to simulate a full disk. */
export interface FileWriter {
  writeFile(path: string, data: Buffer): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Files under `DATA_DIR/files`. A write goes to a temporary file first, so no partial file is
 * ever visible; a failed write leaves nothing behind.
 */
export class LocalDiskFileStore extends FileStore {
  constructor(
    private readonly root: string,
    /** Tests only: the writer (default node:fs), to inject a full disk. */
    public writer: FileWriter = { writeFile: (path, data) => writeFile(path, data) },
  ) {
    super();
  }

  private path(key: string): string {
    if (!isValidFileKey(key)) throw new Error(`Invalid file key: ${key}`);
    return join(this.root, key);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.tmp`;
    try {
      await this.writer.writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      const code = (error as NodeJS.ErrnoException).code;
      if (code && NO_SPACE.has(code)) throw new DomainError('storage_full', { cause: code });
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isValidFileKey(key)) return null;
    const path = this.path(key);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size, contentType: contentTypeOf(key) };
    } catch {
      return null;
    }
  }

  async exists(key: string): Promise<boolean> {
    if (!isValidFileKey(key)) return false;
    return stat(this.path(key)).then((s) => s.isFile(), () => false);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}
