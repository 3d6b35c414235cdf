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

/**
 * For the Playwright tools: a page on Lighthouse's mobile screen (a Moto G Power's viewport and pixel ratio)
 * with the CPU slowed 4×, as its mobile preset; with its context (close it after) and a CDP session on the page.
 */
export async function slowPhonePage(browser) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}
