import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../site';

/** Debian's WebKitGTK WebDriver (`webkit2gtk-driver`): Playwright's own WebKit build cannot be downloaded here. */
export const webkitDriverPath = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const miniBrowser = join(import.meta.dirname, 'minibrowser.sh');
const localeDir = join(projectRoot, 'node_modules/.cache/ludiqo-webkit-locales');

/**
 * WebKitGTK reads the browser language from the process locale, and a fresh Debian has none
 * compiled but C: compiles the ones the tests speak into a private folder, once (glibc's
 * `localedef`, from Debian's `locales` data).
 */
function compileLocale(locale: string): void {
  if (existsSync(join(localeDir, `${locale}.UTF-8`))) return;
  mkdirSync(localeDir, { recursive: true });
  const result = spawnSync('localedef', [
    '-i',
    locale,
    '-f',
    'UTF-8',
    join(localeDir, `${locale}.UTF-8`),
  ]);
  if (!existsSync(join(localeDir, `${locale}.UTF-8`))) {
    throw new Error(`localedef ${locale}: ${result.stderr?.toString()} (apt-get install locales)`);
  }
}

/** Starts Xvfb on a free display (it picks one and says which). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code} (apt-get install xvfb)`)));
  });
  return { display, process: xvfb };
}

async function waitForDriver(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/** One WebKitWebDriver (and the X server it draws on) per test worker. */
export async function startWebKitDriver(port: number) {
  const xvfb = await startXvfb();
  const driver = spawn(webkitDriverPath, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: xvfb.display, E2E_LOCPATH: localeDir },
  });
  // A worker that dies without its teardown must not leave them running.
  const kill = () => {
    driver.kill();
    xvfb.process.kill();
  };
  process.once('exit', kill);
  const url = `http://127.0.0.1:${port}`;
  await waitForDriver(url);
  return {
    url,
    /** Stops both, and waits until the driver has let go of its port (a restart reuses it). */
    async stop() {
      process.off('exit', kill);
      const exited = new Promise<void>((resolve) => {
        if (driver.exitCode !== null || driver.signalCode !== null) resolve();
        else driver.once('exit', () => resolve());
      });
      kill();
      const forced = setTimeout(() => driver.kill('SIGKILL'), 3_000);
      await exited;
      clearTimeout(forced);
    },
  };
}

export type WebDriverValue = unknown;

/** A W3C WebDriver session: the few commands the page adapter needs. */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly version: string,
  ) {}

  /**
   * A new MiniBrowser in `locale`, which prefers reduced motion when `reducedMotion` is 'reduce':
   * WebDriver cannot emulate media features, and GTK reads its animation setting at start-up.
   */
  static async start(
    driverUrl: string,
    locale: string,
    reducedMotion: 'reduce' | 'no-preference' = 'no-preference',
    /** The test proxy, which answers the https requests tests route (other origins). */
    proxy?: string,
  ): Promise<WebDriverSession> {
    const posixLocale = locale.replace('-', '_');
    compileLocale(posixLocale);
    const response = await fetch(`${driverUrl}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        capabilities: {
          alwaysMatch: {
            acceptInsecureCerts: Boolean(proxy),
            'webkitgtk:browserOptions': {
              binary: miniBrowser,
              // MiniBrowser's own flags: WebKitWebDriver 2.50 ignores the `proxy` capability.
              // The test server (127.0.0.1) is reached directly, other hosts through the proxy.
              args: [
                posixLocale,
                reducedMotion,
                '--automation',
                ...(proxy ? [`--proxy=${proxy}`, '--ignore-host=127.0.0.1'] : []),
              ],
            },
          },
        },
      }),
    });
    const { value } = (await response.json()) as {
      value: { sessionId: string; capabilities: { browserVersion: string }; message?: string };
    };
    if (!value.sessionId) throw new Error(`WebKit session not created: ${value.message}`);
    return new WebDriverSession(
      `${driverUrl}/session/${value.sessionId}`,
      value.capabilities.browserVersion,
    );
  }

  /** The window the last command went to: commands for another one switch to it first. */
  private window?: string;
  /** One command at a time: WebKitWebDriver answered concurrent ones with "unknown error". */
  private queue: Promise<unknown> = Promise.resolve();

  /** Sends one command, to the window `handle` when given (a page of the session, or a popup). */
  command<T = WebDriverValue>(
    method: string,
    path: string,
    body?: object,
    handle?: string,
  ): Promise<T> {
    const run = async () => {
      if (handle && handle !== this.window) {
        await this.send('POST', '/window', { handle });
        this.window = handle;
      }
      return this.send<T>(method, path, body);
    };
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => {});
    return result;
  }

  private async send<T>(method: string, path: string, body?: object): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const { value } = (await response.json()) as {
      value: T & { error?: string; message?: string };
    };
    if (!response.ok) {
      const error = new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
      error.name = value?.error === 'javascript error' ? 'EvaluationError' : 'WebDriverError';
      throw error;
    }
    return value;
  }

  /** Runs a function body in the page; a returned promise is awaited (W3C Execute Script). */
  execute<T>(body: string, args: unknown[] = [], handle?: string): Promise<T> {
    return this.command<T>('POST', '/execute/sync', { script: body, args }, handle);
  }

  /** The window handles (W3C Get Window Handles): a page opened by a link is a new one. */
  windows(): Promise<string[]> {
    return this.command<string[]>('GET', '/window/handles');
  }

  /** Closes every window but `keep`, as a test's end closes its popups. */
  async closeOtherWindows(keep: string): Promise<void> {
    for (const handle of await this.windows()) {
      if (handle !== keep) await this.command('DELETE', '/window', undefined, handle);
    }
    if (this.window !== keep) await this.command('GET', '/window', undefined, keep);
  }

  async close(): Promise<void> {
    await this.command('DELETE', '').catch(() => {});
  }
}
