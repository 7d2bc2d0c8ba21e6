import { createRequire } from 'node:module';
import { Script } from 'node:vm';
import { logPath, type ProxyRoute, type TestProxy, type UrlMatcher } from './proxy';
import { clockSource, injectedScriptSource } from './playwrightSources';
import type { WebDriverSession } from './browser';

/**
 * How long an action waits for its element, and an expectation for its state, unless told. Playwright's
 * 5 s was too short beside the Chromium and Firefox run on two cores: the language bar's button
 * and the cookie banner each took longer to appear there, in two CI runs.
 */
const defaultWait = 15_000;

/**
 * The part of Playwright's Page, Locator and BrowserContext API that the @engines tests use, on
 * W3C WebDriver for WebKitGTK. Locators are Playwright selector strings, resolved and checked in
 * the page by Playwright's own injected script, so Playwright's `expect` matchers work unchanged
 * (they call `_expect`). What WebDriver cannot do throws, naming the missing capability: such a
 * test is skipped in WebKit with `skipInWebKit`.
 */
const { iso } = createRequire(import.meta.url)('playwright-core/lib/coreBundle') as {
  iso: {
    escapeForAttributeSelector(value: string | RegExp, exact: boolean): string;
    escapeForTextSelector(value: string | RegExp, exact: boolean): string;
    asLocatorDescription(lang: string, selector: string): string;
  };
};

export class NotInWebDriver extends Error {
  constructor(what: string) {
    super(`${what}: W3C WebDriver (WebKitGTK) cannot do this`);
  }
}

type PageFunction = string | ((...args: never[]) => unknown);
function isExpression(source: string): boolean {
  try {
    new Script(`(\n${source}\n)`);
    return true;
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const keys: Record<string, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Escape: '\uE00C',
  Space: ' ',
  ' ': ' ',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Home: '\uE011',
  End: '\uE010',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Backspace: '\uE003',
};

function keyValue(name: string): string {
  const value = keys[name] ?? (name.length === 1 ? name : undefined);
  if (!value) throw new Error(`key ${name} is not mapped for WebDriver`);
  return value;
}

/** The page-side half: every call finds or creates Playwright's injected script first. */
const withInjected = (body: string) => `
  const injected = window.__e2eInjected;
  if (!injected) return { __noInjected: true };
  ${body}`;

export class WebKitContext {
  readonly _apiName = 'BrowserContext';
  readonly _options: { baseURL: string };
  readonly clock: WebKitClock;
  closed = false;
  constructor(
    readonly page: WebKitPage,
    baseURL: string,
  ) {
    this._options = { baseURL };
    this.clock = new WebKitClock(page);
  }
  async addInitScript(script: PageFunction, arg?: unknown) {
    await this.page.addInitScript(script, arg);
  }
  /**
   * W3C WebDriver has no network conditions: the proxy refuses every request of the site, and the
   * page's `navigator.onLine` reads false with an `offline` event, which is what Chromium's and
   * Firefox's emulation give a page.
   */
  async setOffline(offline: boolean): Promise<void> {
    this.page.proxy.offline = offline;
    const script = `(() => {
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => ${!offline} });
      dispatchEvent(new Event(${JSON.stringify(offline ? 'offline' : 'online')}));
    })()`;
    this.page.proxy.initScripts.push(script);
    await this.page.evaluate(script);
  }
  /** One page per context here: the context's routes are the page's. */
  async route(glob: UrlMatcher, handler: (route: ProxyRoute) => unknown) {
    await this.page.route(glob, handler);
  }
  async grantPermissions() {}
  async close() {
    this.closed = true;
  }
  pages() {
    return [this.page];
  }
}

export class WebKitClock {
  private installed = false;
  constructor(private readonly page: WebKitPage) {}
  private async run(call: string, log: string) {
    if (!this.installed) {
      this.installed = true;
      this.page.proxy.initScripts.push(clockSource());
      await this.page.evaluate(clockSource());
    }
    // As Playwright does: each step is logged for the next documents, and done in this one.
    this.page.proxy.initScripts.push(`globalThis.__pwClock.controller.log(${log})`);
    await this.page.evaluate(`globalThis.__pwClock.controller.${call}`);
  }
  install(options: { time?: number } = {}) {
    const time = options.time ?? Date.now();
    return this.run(`install(${time})`, `'install', ${Date.now()}, ${time}`);
  }
  pauseAt(time: number | Date) {
    const ms = +time;
    return this.run(`pauseAt(${ms})`, `'pauseAt', ${Date.now()}, ${ms}`);
  }
  runFor(ms: number) {
    return this.run(`runFor(${ms})`, `'runFor', ${Date.now()}, ${ms}`);
  }
  fastForward(ms: number) {
    return this.run(`fastForward(${ms})`, `'fastForward', ${Date.now()}, ${ms}`);
  }
  resume() {
    return this.run(`resume()`, `'resume', ${Date.now()}`);
  }
  setFixedTime(time: number) {
    return this.run(`setFixedTime(${time})`, `'setFixedTime', ${Date.now()}, ${time}`);
  }
  setSystemTime(time: number) {
    return this.run(`setSystemTime(${time})`, `'setSystemTime', ${Date.now()}, ${time}`);
  }
}

interface Expectation {
  selector?: string;
  expression: string;
  isNot: boolean;
  timeout?: number;
  expectedText?: unknown;
  expectedNumber?: number;
  expectedValue?: unknown;
  expressionArg?: unknown;
  useInnerText?: boolean;
}

export class WebKitLocator {
  readonly _apiName = 'Locator';
  constructor(
    readonly _page: WebKitPage,
    readonly _selector: string,
  ) {}
  toString() {
    return iso.asLocatorDescription('javascript', this._selector);
  }
  locator(
    selector: string | WebKitLocator,
    options?: { hasText?: string | RegExp; has?: WebKitLocator },
  ) {
    const next =
      typeof selector === 'string'
        ? selector
        : `internal:chain=${JSON.stringify(selector._selector)}`;
    return new WebKitLocator(this._page, `${this._selector} >> ${next}`).filter(options);
  }
  getByRole(
    role: string,
    options: { name?: string | RegExp; exact?: boolean; level?: number } = {},
  ) {
    return this.locator(roleSelector(role, options));
  }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}) {
    return this.locator(`internal:text=${iso.escapeForTextSelector(text, !!options.exact)}`);
  }
  filter(options?: { hasText?: string | RegExp; has?: WebKitLocator }) {
    let selector = this._selector;
    if (options?.hasText)
      selector += ` >> internal:has-text=${iso.escapeForTextSelector(options.hasText, false)}`;
    if (options?.has) selector += ` >> internal:has=${JSON.stringify(options.has._selector)}`;
    return new WebKitLocator(this._page, selector);
  }
  first() {
    return new WebKitLocator(this._page, `${this._selector} >> nth=0`);
  }
  nth(index: number) {
    return new WebKitLocator(this._page, `${this._selector} >> nth=${index}`);
  }
  async _expect(expression: string, options: Expectation) {
    return this._page._expectOn(this._selector, expression, options);
  }
  /** Runs `body` with `element` bound to the one element the locator resolves to, once it is there. */
  async _onElement<T>(body: string, args: unknown[] = [], timeout = defaultWait): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const result = await this._page._inPage<{ found: boolean; value: T }>(
        withInjected(`
          const elements = injected.querySelectorAll(injected.parseSelector(arguments[0]), document);
          if (elements.length > 1) throw new Error('strict mode violation: ' + arguments[0] + ' resolved to ' + elements.length + ' elements');
          const element = elements[0];
          if (!element) return { found: false };
          const args = arguments[1];
          return Promise.resolve((async () => { ${body} })()).then((value) => ({ found: true, value }));`),
        [this._selector, args],
      );
      if (result.found) return result.value;
      if (Date.now() > deadline) throw new Error(`${this}: no element after ${timeout} ms`);
      await pause(100);
    }
  }
  /** Waits until the element is visible and is what a pointer at its centre reaches; returns that point. */
  async _target(force = false): Promise<{ x: number; y: number }> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const point = await this._onElement<{
        x: number;
        y: number;
        hit: boolean;
        visible: boolean;
      }>(`
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
        const box = element.getBoundingClientRect();
        const x = Math.round(box.left + box.width / 2), y = Math.round(box.top + box.height / 2);
        const hit = document.elementFromPoint(x, y);
        return { x, y, visible: injected.utils.isElementVisible(element), hit: !!hit && (element === hit || element.contains(hit)) };`);
      if (force || (point.visible && point.hit)) return point;
      if (Date.now() > deadline) throw new Error(`${this}: not visible or covered at its centre`);
      await pause(100);
    }
  }
  async click(options: { force?: boolean } = {}) {
    const { x, y } = await this._target(options.force);
    await this._page.mouse.click(x, y);
  }
  async tap() {
    const { x, y } = await this._target();
    await this._page.touchscreen.tap(x, y);
  }
  async hover() {
    const { x, y } = await this._target();
    await this._page.mouse.move(x, y);
  }
  async focus() {
    await this._onElement('element.focus()');
  }
  async press(key: string) {
    await this.focus();
    await this._page.keyboard.press(key);
  }
  async evaluate<T>(fn: PageFunction, arg?: unknown): Promise<T> {
    return this._onElement<T>(`return (${fn.toString()})(element, args[0]);`, [arg]);
  }
  async getAttribute(name: string) {
    return this._onElement<string | null>('return element.getAttribute(args[0]);', [name]);
  }
  async innerText() {
    return this._onElement<string>('return element.innerText;');
  }
  async boundingBox() {
    return this._onElement<{ x: number; y: number; width: number; height: number }>(
      'const b = element.getBoundingClientRect(); return { x: b.x, y: b.y, width: b.width, height: b.height };',
    );
  }
  async scrollIntoViewIfNeeded() {
    await this._onElement("element.scrollIntoView({ block: 'center', behavior: 'instant' })");
  }
  async count() {
    return this._page._inPage<number>(
      withInjected(
        'return injected.querySelectorAll(injected.parseSelector(arguments[0]), document).length;',
      ),
      [this._selector],
    );
  }
}

function roleSelector(
  role: string,
  options: { name?: string | RegExp; exact?: boolean; level?: number },
) {
  let selector = `internal:role=${role}`;
  if (options.level !== undefined) selector += `[level=${options.level}]`;
  if (options.name !== undefined) {
    selector += `[name=${iso.escapeForAttributeSelector(options.name, !!options.exact)}]`;
  }
  return selector;
}

export class WebKitPage {
  readonly _apiName = 'Page';
  readonly context_: WebKitContext;
  private readonly listeners = new Map<string, Set<(value: unknown) => void>>();
  private currentUrl = 'about:blank';

  /** Popups the test listens for with `page.on('popup')`: polled while the page is open. */
  private popupWatch?: ReturnType<typeof setInterval>;

  constructor(
    readonly session: WebDriverSession,
    readonly proxy: TestProxy,
    readonly baseURL: string,
    /** This page's window (W3C window handle): every command goes to it. */
    readonly handle: string,
    opener?: WebKitPage,
  ) {
    this.context_ = opener?.context_ ?? new WebKitContext(this, baseURL);
    // A popup shares its opener's context, whose init scripts (the logger's too) it runs.
    if (!opener) this.installLogger();
  }

  command<T = unknown>(method: string, path: string, body?: object): Promise<T> {
    return this.session.command<T>(method, path, body, this.handle);
  }
  execute<T>(body: string, args: unknown[] = []): Promise<T> {
    return this.session.execute<T>(body, args, this.handle);
  }

  /**
   * The page that `action` opens (a link with target=_blank): the window W3C WebDriver lists
   * after it and not before, as Playwright's `popup` event gives it.
   */
  private async nextPopup(known: Set<string>, timeout = 10_000): Promise<WebKitPage> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const opened = (await this.session.windows()).find((handle) => !known.has(handle));
      if (opened) return new WebKitPage(this.session, this.proxy, this.baseURL, opened, this);
      if (Date.now() > deadline) throw new Error(`no popup within ${timeout} ms`);
      await pause(100);
    }
  }

  /** Ends what the page still watches (the fixture calls it when the test ends). */
  _dispose() {
    clearInterval(this.popupWatch);
  }

  /** console.error and uncaught errors reach the test process as they happen, as a beacon. */
  private installLogger() {
    // The real frame and timer, before a test's fake clock replaces them (see settle()).
    this.proxy.initScripts.push(`window.__e2eTimers = {
      frame: requestAnimationFrame.bind(window),
      timeout: setTimeout.bind(window),
    }`);
    this.proxy.initScripts.push(`(() => {
      const send = (type, text) => navigator.sendBeacon(${JSON.stringify(logPath)}, JSON.stringify({ type, text }));
      const error = console.error.bind(console);
      console.error = (...args) => { send('console', args.map(String).join(' ')); error(...args); };
      addEventListener('error', (event) => send('pageerror', event.message));
      addEventListener('unhandledrejection', (event) => send('pageerror', String(event.reason)));
    })()`);
    this.proxy.logListeners.add(({ type, text }) => {
      const payload =
        type === 'console' ? { type: () => 'error', text: () => text } : new Error(text);
      for (const listener of this.listeners.get(type) ?? []) listener(payload);
    });
    this.proxy.requestListeners.add((url) => {
      for (const listener of this.listeners.get('request') ?? []) listener({ url: () => url });
    });
  }

  on(event: 'console' | 'pageerror' | 'request' | 'popup', listener: (value: never) => void) {
    if (!['console', 'pageerror', 'request', 'popup'].includes(event))
      throw new NotInWebDriver(`page.on('${event}')`);
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener as (value: unknown) => void);
    if (event === 'popup' && !this.popupWatch) void this.watchPopups();
    return this;
  }

  private async watchPopups() {
    const known = new Set(await this.session.windows());
    this.popupWatch = setInterval(() => {
      void this.session.windows().then(
        (handles) => {
          for (const handle of handles) {
            if (known.has(handle)) continue;
            known.add(handle);
            const popup = new WebKitPage(this.session, this.proxy, this.baseURL, handle, this);
            for (const listener of this.listeners.get('popup') ?? []) listener(popup);
          }
        },
        () => {},
      );
    }, 100);
  }

  context() {
    return this.context_;
  }
  get clock() {
    return this.context_.clock;
  }
  mainFrame() {
    return {
      _expect: (expression: string, options: Expectation) =>
        this._expectOn(undefined, expression, options),
    };
  }
  url() {
    return this.currentUrl;
  }

  /** Runs a function body in the page with Playwright's injected script present. */
  async _inPage<T>(body: string, args: unknown[] = []): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.execute<T | { __noInjected: true }>(body, args);
        if (result && typeof result === 'object' && '__noInjected' in result) {
          await this.execute(`window.__e2eInjected = ${injectedScriptSource()}; return true;`);
          continue;
        }
        return result as T;
      } catch (error) {
        // A navigation between the find and the check: ask the new document.
        if (attempt < 20 && /navigat|unload|context|parse script result/i.test(String(error))) {
          await pause(50);
          continue;
        }
        throw error;
      }
    }
  }

  async _expectOn(selector: string | undefined, expression: string, options: Expectation) {
    const timeout = options.timeout || defaultWait;
    const deadline = Date.now() + timeout;
    for (;;) {
      const last = await this._inPage<{ matches: boolean; received?: unknown }>(
        withInjected(`
          const [selector, options] = arguments;
          const isArray = options.expression === 'to.have.count' || options.expression.endsWith('.array');
          const elements = selector === null
            ? [document.documentElement]
            : injected.querySelectorAll(injected.parseSelector(selector), document);
          if (!isArray && elements.length > 1)
            throw new Error('strict mode violation: ' + selector + ' resolved to ' + elements.length + ' elements');
          if (!isArray && !elements[0]) {
            const e = options.expression;
            if (e === 'to.be.hidden' || e === 'to.be.detached') return { matches: true };
            return { matches: false, received: { value: 'element(s) not found' } };
          }
          return injected.expect(elements[0], options, elements, true);`),
        [selector ?? null, { ...options, expression }],
      );
      if (last.matches !== options.isNot) return { matches: last.matches, received: last.received };
      if (Date.now() > deadline) {
        return { matches: last.matches, received: last.received, timedOut: true, log: [] };
      }
      await pause(100);
    }
  }

  async goto(url: string, _options?: { waitUntil?: string }) {
    const absolute = new URL(url, this.baseURL).href;
    await this.command('POST', '/url', { url: absolute });
    this.currentUrl = await this.command<string>('GET', '/url');
    return null;
  }
  async reload() {
    await this.command('POST', '/refresh', {});
  }
  async evaluate<T>(fn: PageFunction, arg?: unknown): Promise<T> {
    if (typeof fn !== 'string') {
      // As Playwright, a value that cannot be serialised (the window itself) comes back undefined.
      return this.execute<T>(
        `return Promise.resolve((${fn.toString()})(arguments[0])).then((value) => {
          try { JSON.stringify(value); return value; } catch { return undefined; }
        });`,
        [arg],
      );
    }
    // A string is an expression, or else statements (a library's source): the automation runs it
    // as the page's code, outside the page's CSP, which refuses eval.
    return this.execute<T>(isExpression(fn) ? `return (\n${fn}\n);` : fn);
  }
  async waitForFunction(
    fn: PageFunction,
    arg?: unknown,
    options: { timeout?: number; polling?: number } = {},
  ) {
    const deadline = Date.now() + (options.timeout ?? 30_000);
    for (;;) {
      const body =
        typeof fn === 'string' ? `return !!(${fn});` : `return !!(${fn.toString()})(arguments[0]);`;
      if (await this.execute<boolean>(body, [arg]).catch(() => false)) return;
      if (Date.now() > deadline)
        throw new Error(`waitForFunction timed out: ${fn.toString().slice(0, 80)}`);
      await pause(options.polling ?? 100);
    }
  }
  async waitForLoadState(state: string, options: { timeout?: number } = {}) {
    if (state !== 'networkidle') return;
    // As Playwright: no request to the server for 500 ms, within the navigation's time limit.
    const deadline = Date.now() + (options.timeout ?? 30_000);
    while (this.proxy.inFlight > 0 || Date.now() - this.proxy.lastActivity < 500) {
      if (Date.now() > deadline)
        throw new Error(
          `waitForLoadState('networkidle') timed out: ${this.proxy.inFlight} in flight`,
        );
      await pause(100);
    }
  }
  async addInitScript(script: PageFunction, arg?: unknown) {
    this.proxy.initScripts.push(
      typeof script === 'string' ? script : `(${script.toString()})(${JSON.stringify(arg)})`,
    );
  }
  async route(glob: UrlMatcher, handler: (route: ProxyRoute) => unknown) {
    this.proxy.route(glob, handler);
  }
  async unroute(glob: UrlMatcher) {
    this.proxy.unroute(glob);
  }
  async setViewportSize({ width, height }: { width: number; height: number }) {
    // Fails where the window does not reach the size: it gave up silently, and a window asked for
    // 320 px stayed 447 px wide while its tests passed (tests/support/webkit/gtk.css).
    for (let attempt = 0; attempt < 4; attempt++) {
      // One command at a time: WebKitWebDriver answered concurrent ones with "unknown error".
      const innerW = await this.execute<number>('return innerWidth');
      const innerH = await this.execute<number>('return innerHeight');
      const rect = await this.command<{ width: number; height: number }>('GET', '/window/rect');
      if (innerW === width && innerH === height) return;
      if (attempt === 3)
        throw new Error(`the window is ${innerW}×${innerH}, not ${width}×${height}`);
      await this.command('POST', '/window/rect', {
        width: rect.width + width - innerW,
        height: rect.height + height - innerH,
      });
    }
  }
  viewportSize() {
    return null;
  }
  async emulateMedia(): Promise<void> {
    throw new NotInWebDriver('emulateMedia');
  }
  async waitForEvent(event: string): Promise<WebKitPage> {
    if (event !== 'popup') throw new NotInWebDriver(`waitForEvent('${event}')`);
    return this.nextPopup(new Set(await this.session.windows()));
  }
  getByRole(
    role: string,
    options: { name?: string | RegExp; exact?: boolean; level?: number } = {},
  ) {
    return new WebKitLocator(this, roleSelector(role, options));
  }
  getByText(text: string | RegExp, options: { exact?: boolean } = {}) {
    return new WebKitLocator(
      this,
      `internal:text=${iso.escapeForTextSelector(text, !!options.exact)}`,
    );
  }
  locator(selector: string, options?: { hasText?: string | RegExp; has?: WebKitLocator }) {
    return new WebKitLocator(this, selector).filter(options);
  }

  /**
   * What the system clipboard holds, as a reader gets it: pasted with Ctrl+V (trusted keys from
   * WebDriver) into a field added to the page for the paste, then removed, the focus put back.
   * WebKit refuses `navigator.clipboard.readText()` to a script.
   */
  async pastedText(): Promise<string> {
    await this.execute(`
      const field = document.createElement('textarea');
      field.id = '__e2ePaste';
      field.style.cssText = 'position:fixed;top:0;left:0;width:10px;height:10px;opacity:0';
      window.__e2eFocused = document.activeElement;
      document.body.append(field);
      field.focus();`);
    await this.keyboard.press('Control+v');
    return this.execute<string>(`
      const field = document.getElementById('__e2ePaste');
      const text = field.value;
      field.remove();
      window.__e2eFocused?.focus?.();
      return text;`);
  }

  /**
   * Returns once the page has done what an input set off: WebDriver answers an action once its
   * events are dispatched, but React renders a hover's update in a task of its own and attaches
   * effects (a menu's Escape listener) in a later one. Two frames then one task of the page let
   * those run, with the real timers (a test's clock may be paused), at most 500 ms (navigation).
   */
  private async settle() {
    await this.execute(
      `return new Promise((resolve) => {
      const timers = window.__e2eTimers;
      if (!timers) return resolve();
      timers.timeout(resolve, 500);
      timers.frame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
    })`,
    ).catch(() => {});
  }

  private async act(actions: object[]) {
    await this.command('POST', '/actions', { actions });
    await this.settle();
  }

  readonly keyboard = {
    press: async (combo: string) => {
      const parts = combo.split('+').map((part) => (part === '' ? '+' : part));
      const down = parts.map((part) => ({ type: 'keyDown', value: keyValue(part) }));
      const up = [...parts].reverse().map((part) => ({ type: 'keyUp', value: keyValue(part) }));
      await this.act([{ type: 'key', id: 'keyboard', actions: [...down, ...up] }]);
    },
  };

  /** One W3C pointer sequence at (x, y): a move, then a press and release unless `moveOnly`. */
  private async pointAt(pointerType: 'mouse' | 'touch', x: number, y: number, moveOnly = false) {
    const move = { type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport' };
    const press = [
      { type: 'pointerDown', button: 0 },
      { type: 'pointerUp', button: 0 },
    ];
    await this.act([
      {
        type: 'pointer',
        id: pointerType === 'touch' ? 'finger' : 'mouse',
        parameters: { pointerType },
        actions: moveOnly ? [move] : [move, ...press],
      },
    ]);
  }

  readonly touchscreen = {
    tap: (x: number, y: number) => this.pointAt('touch', x, y),
  };

  readonly mouse = {
    move: (x: number, y: number) => this.pointAt('mouse', x, y, true),
    click: (x: number, y: number) => this.pointAt('mouse', x, y),
  };
}
