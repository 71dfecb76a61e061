import { useEffect } from 'react';
import { recordServerHead } from './server-head';

/**
 * Sets the page's `<meta name="description">` (what a search engine shows under the title)
 * while the page is shown; the app's own description comes back when it leaves.
 */
export function usePageDescription(description: string | undefined): void {
  recordServerHead('description', description);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
