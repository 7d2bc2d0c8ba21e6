import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startWebKitDriver, WebDriverSession } from './browser';
import { initScriptPath, TestProxy } from './proxy';
import { NotInWebDriver, WebKitPage } from './page';

/**
 * Ports after the Chromium and Firefox run's (E2E_PORT to +2, playwright.config.ts): nginx +3,
 * proxies +4 and +5, drivers +6 and +7 (two workers), so `npm test` holds E2E_PORT to +7.
 */
export const webkitPorts = (base: number, worker: number) => ({
  nginx: base + 3,
  proxy: base + 4 + worker,
  driver: base + 6 + worker,
});

interface WebKitWorker {
  driver: Awaited<ReturnType<typeof startWebKitDriver>>;
  driverPort: number;
  driverUrl: string;
  proxy: TestProxy;
  proxyUrl: string;
  session?: WebDriverSession;
  /** A test is using the session's page: no other session may start meanwhile. */
  pageInUse?: boolean;
  /** The session's first window: the test's page. */
  window?: string;
  /** The session's browser language and motion preference, which only a new session changes. */
  profile?: string;
}

/** `work`, or an error once `ms` have passed (the work is abandoned, not stopped). */
function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Closes the worker's session, if any; one that no longer answers is left to the driver's end. */
async function closeSession(worker: WebKitWorker) {
  const { session } = worker;
  worker.session = worker.window = worker.profile = undefined;
  await withTimeout(session?.close() ?? Promise.resolve(), 10_000, 'WebKit session close').catch(
    () => {},
  );
}

/**
 * A new browser session, set up by `prepare`. A MiniBrowser now and then hangs at start-up under
 * load (twice in four CI runs, each time holding the driver's one session until the test timed
 * out): after 45 s the driver and its X server are started anew, and the session once more.
 */
async function startSession(
  worker: WebKitWorker,
  start: () => Promise<WebDriverSession>,
  prepare: (session: WebDriverSession) => Promise<void> = async () => {},
): Promise<WebDriverSession> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await withTimeout(
        start().then(async (session) => {
          await prepare(session);
          return session;
        }),
        45_000,
        'WebKit session start',
      );
    } catch (error) {
      if (attempt === 2) throw error;
      await worker.driver.stop();
      worker.driver = await startWebKitDriver(worker.driverPort);
      worker.driverUrl = worker.driver.url;
    }
  }
}

/** A blank document of the site's origin, where what the last test stored there is cleared. */
async function clearStorage(session: WebDriverSession, proxyUrl: string, window: string) {
  await session.command('POST', '/url', { url: `${proxyUrl}${initScriptPath}` }, window);
  await session.execute('localStorage.clear(); sessionStorage.clear();', [], window);
}

/**
 * `browser.newContext()`: a browser of its own, as a new Playwright context is, in its own
 * language: a second WebDriver session of the worker's WebKitWebDriver (a new MiniBrowser).
 */
function webkitBrowser(worker: WebKitWorker) {
  const opened = new Set<WebDriverSession>();
  return {
    opened,
    async newContext(options: { locale?: string } = {}) {
      // Starting a browser is set-up, as for the worker's own session.
      const testInfo = base.info();
      testInfo.setTimeout(testInfo.timeout + 150_000);
      // WebKitWebDriver holds one session at a time ("Maximum number of active sessions"): the
      // worker's own is closed, and the next test's page starts another.
      if (worker.pageInUse) throw new NotInWebDriver('browser.newContext() beside the test page');
      await closeSession(worker);
      const session = await startSession(worker, () =>
        WebDriverSession.start(
          worker.driverUrl,
          options.locale ?? 'es-ES',
          'no-preference',
          worker.proxyUrl,
        ),
      );
      opened.add(session);
      const window = await session.command<string>('GET', '/window');
      return {
        async newPage() {
          await clearStorage(session, worker.proxyUrl, window);
          return new WebKitPage(session, worker.proxy, worker.proxyUrl, window) as unknown as Page;
        },
        async close() {
          opened.delete(session);
          await withTimeout(session.close(), 10_000, 'WebKit session close').catch(() => {});
        },
      };
    },
  };
}

/**
 * The WebKit run's fixtures: one WebKitWebDriver, one MiniBrowser session and one proxy per
 * worker, reset between tests (storage, init scripts, routes, window size), as Playwright resets a
 * reused context. A test with another browser language or motion preference (`reducedMotion`,
 * which WebDriver cannot emulate) gets a new session.
 */
export const webkitTest = base.extend<object, { webkitWorker: WebKitWorker; browser: Browser }>({
  webkitWorker: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its pattern
    async ({}, use, workerInfo) => {
      const basePort = Number(process.env.E2E_PORT ?? 4173);
      const ports = webkitPorts(basePort, workerInfo.parallelIndex);
      const driver = await startWebKitDriver(ports.driver);
      const proxy = new TestProxy(new URL(`http://127.0.0.1:${ports.nginx}`));
      const proxyUrl = await proxy.listen(ports.proxy);
      const worker: WebKitWorker = {
        driver,
        driverPort: ports.driver,
        driverUrl: driver.url,
        proxy,
        proxyUrl,
      };
      await use(worker);
      await closeSession(worker);
      proxy.close();
      await worker.driver.stop();
    },
    { scope: 'worker' },
  ],
  browser: [
    async ({ webkitWorker: worker }, use) => {
      const browser = webkitBrowser(worker);
      await use(browser as unknown as Browser);
      for (const session of browser.opened)
        await withTimeout(session.close(), 10_000, 'WebKit session close').catch(() => {});
    },
    { scope: 'worker' },
  ],
  page: async ({ webkitWorker: worker, locale, viewport, reducedMotion }, use, testInfo) => {
    const wanted = locale ?? 'es-ES';
    const motion = reducedMotion === 'reduce' ? 'reduce' : 'no-preference';
    /** A session of the test's profile, started if the worker has none, with its window. */
    const ensureSession = async (): Promise<boolean> => {
      if (worker.session && worker.profile === `${wanted} ${motion}`) return false;
      // Starting a browser and its first page is set-up, not the test's own time.
      testInfo.setTimeout(testInfo.timeout + 150_000);
      await closeSession(worker);
      let window = '';
      const session = await startSession(
        worker,
        () => WebDriverSession.start(worker.driverUrl, wanted, motion, worker.proxyUrl),
        async (started) => {
          // A fresh WebKit compiles the site's scripts on its first page, slowly enough to eat a
          // test's expectation timeout: one page is loaded and hydrated before the first test.
          await started.command('POST', '/url', { url: `${worker.proxyUrl}/` });
          await started.execute(`return new Promise((resolve) => {
            const check = () => document.documentElement.dataset.hydrated ? resolve(true) : setTimeout(check, 50);
            check();
          })`);
          const reduced = await started.execute<boolean>(
            "return matchMedia('(prefers-reduced-motion: reduce)').matches",
          );
          if (reduced !== (motion === 'reduce')) {
            throw new Error(
              `WebKit started with prefers-reduced-motion ${String(reduced)}, not ${motion}`,
            );
          }
          // Inside the start's time limit: a browser that hangs here is started anew too.
          window = await started.command<string>('GET', '/window');
          await clearStorage(started, worker.proxyUrl, window);
        },
      );
      worker.session = session;
      worker.window = window;
      worker.profile = `${wanted} ${motion}`;
      return true;
    };
    const started = await ensureSession();
    worker.proxy.reset();
    // A kept session that no longer answers (its MiniBrowser hung between tests) is replaced.
    if (!started) {
      await withTimeout(
        clearStorage(worker.session!, worker.proxyUrl, worker.window!),
        20_000,
        'WebKit storage clear',
      ).catch(async () => {
        await closeSession(worker);
        await ensureSession();
      });
    }
    const { session, window } = worker as Required<WebKitWorker>;
    const page = new WebKitPage(session, worker.proxy, worker.proxyUrl, window);
    await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
    worker.pageInUse = true;
    await use(page as unknown as Page);
    worker.pageInUse = false;
    page._dispose();
    // The popups the test opened close with it, as its context would.
    await session.closeOtherWindows(window);
    worker.proxy.reset();
  },
  context: async ({ page }, use) => {
    await use(page.context() as BrowserContext);
  },
});
