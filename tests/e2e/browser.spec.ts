import { readdirSync, readFileSync } from 'node:fs';
import { omniboxPopupFeatures } from '../../scripts/chromium';
import { expect, test } from '../support/fixtures';

// scripts/chromium.ts turns Chromium's preloaded address-bar popups off. Chromium reads only the
// last --disable-features, so this checks the browser as launched, not our list.

test('the browser runs without the address-bar popups', async ({ browser }) => {
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.map((target) => target.url).filter((url) => url.includes('omnibox'))).toEqual(
    [],
  );
});

test('the browser keeps every feature Playwright disables', ({ browser }) => {
  expect(browser.isConnected()).toBe(true);
  // Only the browsers this worker launched: other runs' Chromiums on the machine are not ours.
  const launched = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        const parent = Number(
          readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1],
        );
        return parent === process.pid
          ? readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
          : [];
      } catch {
        return [];
      }
    })
    // Playwright's browsers, not their child processes.
    .filter((args) => args.includes('--remote-debugging-pipe'))
    .filter((args) => !args.some((arg) => arg.startsWith('--type=')));
  expect(launched.length).toBeGreaterThan(0);
  for (const args of launched) {
    const lists = args
      .filter((arg) => arg.startsWith('--disable-features='))
      .map((arg) => arg.slice('--disable-features='.length).split(','));
    const effective = lists.at(-1) ?? [];
    expect(effective).toEqual(expect.arrayContaining([...new Set(lists.flat())]));
    expect(effective).toEqual(expect.arrayContaining(omniboxPopupFeatures));
  }
});
