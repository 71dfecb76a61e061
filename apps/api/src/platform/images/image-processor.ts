import sharp from 'sharp';
import { DomainError } from '../../shared/domain/domain-error.js';

/** Formats accepted for avatars and catalogue images (DESIGN.md), recognised by content, never by name. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks that bytes are a jpeg, png or webp image and turns them into a square WebP of
 * `size` pixels (metadata such as GPS positions is dropped). Anything else is
 * `image_upload_failed`.
 */
export async function squareWebp(data: Buffer, size: number): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new DomainError('image_upload_failed');
  }
  if (!format || !ACCEPTED.has(format)) throw new DomainError('image_upload_failed');
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(size, size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new DomainError('image_upload_failed');
  }
}

/** Like `squareWebp`, for a `width` x `height` picture (catalogue cards are 4:3). */
export async function coverWebp(data: Buffer, width: number, height: number): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(data, { limitInputPixels: 40_000_000 }).metadata()).format;
  } catch {
    throw new DomainError('image_upload_failed');
  }
  if (!format || !ACCEPTED.has(format)) throw new DomainError('image_upload_failed');
  try {
    return await sharp(data, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new DomainError('image_upload_failed');
  }
}
