/**
 * The Chromium every Lighthouse run of the bench uses: Debian's, headless, with nothing of its own
 * on the network (no updates, no first-run pages) so the page is all the trace shows.
 */
import * as chromeLauncher from 'chrome-launcher';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts it; `extraFlags` are added (the TLS front's certificate, for one). */
export function launchChromium(extraFlags = []) {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      ...extraFlags,
    ],
  });
}
