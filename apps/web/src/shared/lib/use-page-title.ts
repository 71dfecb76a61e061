import { useEffect } from 'react';
import { siteConfig } from '../config/site';

/** Sets the browser tab title to "<page> · Mercato" (or the brand alone without a page title). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${siteConfig.name}` : siteConfig.name;
  }, [title]);
}
