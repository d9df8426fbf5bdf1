/**
 * How every tool here starts Chromium: Debian's build (test machines cannot download a browser of their own), with
 * the flags that keep it from reaching anything but the loopback server under test.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
