/**
 * Behaviours that depend on the browser engine carry this tag and run in Chromium, Firefox and
 * WebKit; the rest runs in Chromium alone.
 */
export const engineTag = /@engines\b/;
export const engines = { tag: '@engines' } as const;

/** Debian's Firefox ESR (`firefox-esr`): browser downloads are not possible on these machines. */
export const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
