/**
 * How every LCMDP process starts Debian's Chromium headless (the detector's captures, the CMS's PDF letters and
 * reports): no sandbox inside containers, no GPU, and none of Chromium's background connections, which this
 * product's closed networks refuse many at a time.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium (scripts/prereqs.sh installs it; the Dockerfiles too). */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';
