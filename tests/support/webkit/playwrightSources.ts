import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { runInNewContext } from 'node:vm';

/**
 * Playwright's own page-side code, which it injects into every browser it drives: its selector
 * engine and expect() checks (getByRole's accessible names, visibility, text), and its fake clock.
 * WebKit is driven over W3C WebDriver, so this adapter injects the same code: a locator or a clock
 * means the same thing in all three engines. Read from the installed playwright-core, whose
 * bundle does not export them; a Playwright upgrade that moves them fails here, by name.
 */
const bundlePath = createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle');
let bundle: string | undefined;

function generatedSource(module: string): string {
  bundle ??= readFileSync(bundlePath, 'utf8');
  const start = bundle.indexOf(`"packages/playwright-core/src/generated/${module}.ts"() {`);
  const match =
    start < 0 ? null : /\n\s*source\d* = ('(?:[^'\\\n]|\\.)*');\n/.exec(bundle.slice(start));
  if (!match) throw new Error(`${module} not found in ${bundlePath}: has Playwright moved it?`);
  return runInNewContext(match[1]!) as string;
}

let injected: string | undefined;
let clock: string | undefined;

/** An expression that creates Playwright's InjectedScript in the page. */
export function injectedScriptSource(): string {
  injected ??= `(() => {
    const module = {};
    ${generatedSource('injectedScriptSource')}
    return new (module.exports.InjectedScript())(globalThis, ${JSON.stringify({
      isUnderTest: false,
      sdkLanguage: 'javascript',
      frameSeq: 0,
      testIdAttributeName: 'data-testid',
      stableRafCount: 1,
      browserName: 'webkit',
      shouldPrependErrorPrefix: false,
      isUtilityWorld: false,
      customEngines: [],
    })});
  })()`;
  return injected;
}

/** A statement that installs Playwright's fake clock as `globalThis.__pwClock`, once. */
export function clockSource(): string {
  clock ??= `(() => {
    const module = {};
    ${generatedSource('clockSource')}
    if (!globalThis.__pwClock)
      globalThis.__pwClock = (module.exports.inject())(globalThis, 'webkit');
  })();`;
  return clock;
}
