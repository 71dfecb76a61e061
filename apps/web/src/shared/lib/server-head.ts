/**
 * What a page asks for in the document's `<head>` (title, description) while it is prerendered
 * at build time, where the effects that set them in the browser never run. The prerender reads
 * it after each page and writes it into that page's HTML; in the browser it stays unused.
 */
export const serverHead: { title?: string; description?: string } = {};

/** Records what the page being prerendered asks for; in the browser (a document exists) nothing. */
export function recordServerHead(field: 'title' | 'description', value: string | undefined): void {
  if (typeof document === 'undefined') serverHead[field] = value;
}
