import { createRequire } from 'node:module';

/**
 * Playwright 1.65 speaks WebDriver BiDi to Firefox and sends `emulation.setMediaFeaturesOverride`
 * (prefers-color-scheme) with every new context and page reset. Firefox ESR 153 does not know that
 * command yet and answers "unknown command", which fails every test before it starts. The site has
 * no dark scheme, and Playwright sends no other media feature over BiDi, so the light scheme (or
 * none) it asks for is what the page gets anyway: that one request is answered here. Any other
 * media feature still goes to Firefox, and fails loudly there.
 */
type Transport = { send(message: unknown): void; onmessage?: (message: unknown) => void };
const require = createRequire(import.meta.url);
const { server } = require('playwright-core/lib/coreBundle') as {
  server: { WebSocketTransport: { prototype: Transport } };
};
const transport = server.WebSocketTransport.prototype;
const send = transport.send;

function isDefaultScheme(params: { features?: Record<string, unknown> }): boolean {
  const entries = Object.entries(params.features ?? {});
  return entries.every(
    ([name, value]) => name === 'prefers-color-scheme' && (value == null || value === 'light'),
  );
}

transport.send = function (this: Transport, message: unknown) {
  const { id, method, params } = message as { id: number; method?: string; params?: object };
  if (method === 'emulation.setMediaFeaturesOverride' && isDefaultScheme(params ?? {})) {
    queueMicrotask(() => this.onmessage?.({ type: 'success', id, result: {} }));
    return;
  }
  send.call(this, message);
};
