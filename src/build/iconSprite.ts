import { createHash } from 'node:crypto';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The icon's inner SVG as lucide-react draws it (aliases such as `building-2` resolve too). */
async function iconBodyOf(name: string): Promise<string> {
  let component: ComponentType;
  try {
    component = ((await import(`lucide-react/icons/${name}`)) as { default: ComponentType })
      .default;
  } catch (error) {
    throw new Error(`Icon "${name}" is not a lucide icon`, { cause: error });
  }
  const markup = renderToStaticMarkup(createElement(component));
  return markup.slice(markup.indexOf('>') + 1, markup.lastIndexOf('</svg>'));
}

/** One `<symbol>` per icon, addressed as `sprite.svg#name` by `<use>`. */
export async function buildIconSprite(names: readonly string[]): Promise<string> {
  const symbols = await Promise.all(
    [...new Set(names)].sort().map(async (name) => {
      const body = await iconBodyOf(name);
      return `<symbol id="${name}" viewBox="0 0 24 24">${body}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

export const contentHash = (text: string) =>
  createHash('sha256').update(text).digest('base64url').slice(0, 8);
