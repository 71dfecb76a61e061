import { Injectable } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { isAttachmentKind, type AttachmentKind } from '../domain/attachment-policy.js';
import { FileKindDetector } from '../application/file-kind-detector.port.js';

/**
 * The legacy Office formats (doc, xls, ppt) are Compound File Binary containers, which
 * file-type reports only as `cfb`: the stream every such document must hold tells them apart
 * (its name is stored in UTF-16LE in the container's directory). An installer (.msi) or any
 * other CFB file holds none of them and is refused.
 */
const CFB_STREAMS: ReadonlyArray<[AttachmentKind, readonly string[]]> = [
  ['doc', ['WordDocument']],
  ['xls', ['Workbook', 'Book']],
  ['ppt', ['PowerPoint Document']],
];

const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/** Decides by content with file-type (docx, xlsx and pptx by the parts inside the zip). */
@Injectable()
export class FileTypeFileKindDetector extends FileKindDetector {
  async detect(data: Buffer): Promise<AttachmentKind | null> {
    const type = await fileTypeFromBuffer(data);
    if (!type) return null;
    if (type.ext === 'jpg') return 'jpeg';
    if (type.ext === 'cfb') {
      for (const [kind, streams] of CFB_STREAMS) if (streams.some((name) => data.includes(utf16(name)))) return kind;
      return null;
    }
    return isAttachmentKind(type.ext) ? type.ext : null;
  }
}
