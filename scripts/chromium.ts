/** Debian's Chromium: browser downloads are not possible on these machines. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags for every Chromium the project starts; the last four keep it off the closed network. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Chromium 156 preloads its address-bar popups as WebUI pages, in a renderer of their own for
 * every new window, even headless where no address bar is ever shown. That renderer's CPU time,
 * for every new browser context (docs/benchmarks.md), ran beside the pages under test or
 * measurement. Pages are not affected: it is browser UI.
 */
export const omniboxPopupFeatures = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Chromium reads only the last `--disable-features` on its command line, and launchers pass their
 * own first: this repeats the launcher's list with ours, so neither is lost.
 */
export function disableFeatures(launcherDefaults: readonly string[]): string {
  return `--disable-features=${[...new Set([...launcherDefaults, ...omniboxPopupFeatures])].join(',')}`;
}

/**
 * The features Playwright 1.65 disables (its chromiumSwitches.ts). tests/e2e/browser.spec.ts
 * reads the running browser's command line and fails if an upgrade changes this list.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The flags for a Chromium that Playwright launches. */
export const chromiumArgs = [...chromiumFlags, disableFeatures(playwrightDisabledFeatures)];
