import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ROOT } from '../stack/paths';

/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots are test artifacts: kept after the run (git-ignored) for people to look at. */
export const SCREENSHOT_DIR = path.join(ROOT, 'test-artifacts', 'screenshots');

/** A headless Chromium as the browser tests drive it. */
export function launchBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install -y chromium (or set CHROMIUM_PATH)`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Saves a full-page screenshot as test-artifacts/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}
