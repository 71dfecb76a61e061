import sharp from 'sharp';
import { DomainError } from '../../shared/domain/domain-error.js';

/** Formats accepted for avatars and catalogue images (DESIGN.md), recognised by content, never by name. */
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks that bytes are a jpeg, png or webp image and turns them into a `width` x `height`
 * WebP, cropped to the interesting part (metadata such as GPS positions is dropped). Anything
 * else is `image_upload_failed`.
 */
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

/** `coverWebp` for a square picture of `size` pixels (avatars). */
export function squareWebp(data: Buffer, size: number): Promise<Buffer> {
  return coverWebp(data, size, size);
}
