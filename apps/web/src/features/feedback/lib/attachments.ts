import { FEEDBACK_FILES_SHOWN, FEEDBACK_MAX_FILES, FEEDBACK_NAME_MAX_CHARS } from '@mercato/contracts';

/** SPEC.md section 5: jpeg, png, webp, gif, pdf, Word, Excel and PowerPoint files. */
export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'] as const;

const ALLOWED_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** The file picker's filter: the extensions and their types. */
export const ACCEPT = [...ALLOWED_EXTENSIONS.map((e) => `.${e}`), ...ALLOWED_TYPES].join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file the form keeps: its name must end in an allowed extension, and its type, when the
 * browser knows one, must be an allowed type. The server checks the content again.
 */
export function isAllowedFile(file: Pick<File, 'name' | 'type'>): boolean {
  const byName = (ALLOWED_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  return byName && (file.type === '' || ALLOWED_TYPES.has(file.type));
}

export interface MergedFiles<F> {
  files: F[];
  /** True when some allowed files were dropped because the list was full. */
  limitExceeded: boolean;
}

/**
 * Adds newly picked files to the list: other types are silently dropped, a file already in
 * the list is not added twice, and beyond 10 files the excess is dropped (SPEC.md section 5).
 */
export function mergeFiles<F extends Pick<File, 'name' | 'type' | 'size' | 'lastModified'>>(current: readonly F[], picked: readonly F[]): MergedFiles<F> {
  const same = (a: F, b: F) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;
  const fresh = picked.filter(isAllowedFile).filter((file, index, all) => !current.some((c) => same(c, file)) && all.findIndex((f) => same(f, file)) === index);
  const room = Math.max(0, FEEDBACK_MAX_FILES - current.length);
  return { files: [...current, ...fresh.slice(0, room)], limitExceeded: fresh.length > room };
}

/**
 * SPEC.md section 5: a name longer than 10 characters is cut to its first 10, an ellipsis and
 * the extension ("photographie-cuisine.jpg" -> "photograph….jpg").
 */
export function shortenFileName(name: string): string {
  if (name.length <= FEEDBACK_NAME_MAX_CHARS) return name;
  const extension = extensionOf(name);
  const stem = extension ? name.slice(0, -(extension.length + 1)) : name;
  if (stem.length <= FEEDBACK_NAME_MAX_CHARS) return name;
  return `${stem.slice(0, FEEDBACK_NAME_MAX_CHARS)}…${extension ? `.${extension}` : ''}`;
}

/** The files shown: the first 4 while the list is collapsed, all once expanded. */
export function visibleFiles<F>(files: readonly F[], expanded: boolean): { shown: readonly F[]; hidden: number } {
  if (expanded || files.length <= FEEDBACK_FILES_SHOWN) return { shown: files, hidden: 0 };
  return { shown: files.slice(0, FEEDBACK_FILES_SHOWN), hidden: files.length - FEEDBACK_FILES_SHOWN };
}
