import { existsSync } from 'node:fs';

const USUAL_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
];

/** The system Chromium: CHROME_PATH when set, otherwise the usual install paths. */
export function findChromium(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
    return fromEnv;
  }
  const found = USUAL_PATHS.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install it with `apt-get install -y chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}
