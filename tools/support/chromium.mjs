/**
 * Debian's chromium as every tool here drives it (browser journeys, Lighthouse): headless, and with
 * nothing that calls out to the internet. One list, so the journeys and the measurements run the
 * same browser the same way.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);
