import { useEffect } from 'react';
import { siteConfig } from '../config/site';
import { recordServerHead } from './server-head';

/** Sets the browser tab title to "<page> · Mercato" (or the brand alone without a page title). */
export function usePageTitle(title: string | undefined): void {
  const full = title ? `${title} · ${siteConfig.name}` : siteConfig.name;
  recordServerHead('title', full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
