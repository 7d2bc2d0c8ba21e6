/**
 * Each locale's UI strings are bundled in two parts (src/build/typesetMessagesPlugin.ts). The
 * shell's part loads on every page; these groups, used only by layouts, islands and the footer,
 * load with client-side rendering and with a page's islands, so a first visit to a page without
 * islands never downloads them. The server always has both.
 */
export const pageOnlyGroups: ReadonlySet<string> = new Set([
  'footer',
  // The footer's and the not-found page's map of the site (both static parts).
  'siteMap',
  'legal',
  'article',
  'clients',
  'games',
  'proof',
  'playbook',
  // Read on the server only: by the site tokens (src/content/siteTokens.ts) and check:content.
  'plans',
  'cta',
]);

export type MessagePart = 'shell' | 'pages';

/** The top-level groups of `messages` that belong to `part`. */
export function messagePart<T extends object>(messages: T, part: MessagePart): Partial<T> {
  return Object.fromEntries(
    Object.entries(messages).filter(([group]) => pageOnlyGroups.has(group) === (part === 'pages')),
  ) as Partial<T>;
}

/** `part=shell` or `part=pages` in a messages module's import query, or undefined. */
export function messagePartOf(id: string): MessagePart | undefined {
  const part = new URLSearchParams(id.split('?')[1] ?? '').get('part');
  return part === 'shell' || part === 'pages' ? part : undefined;
}
