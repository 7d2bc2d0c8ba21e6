/**
 * `{{name}}`: the one placeholder syntax of the site's copy (front-matter, MDX bodies, UI
 * messages). Spaces inside the braces are allowed, as i18next allows them.
 */
export const tokenPattern = /\{\{\s*(\w+)\s*\}\}/g;

export type TokenValues = Readonly<Record<string, string>>;

/**
 * Replaces every `{{name}}` that `values` has; any other token is left as written, for the
 * component that fills it later (or for the writer check to name).
 */
export function fillTokens(template: string, values: TokenValues): string {
  return template.replace(tokenPattern, (token, name: string) =>
    Object.hasOwn(values, name) ? values[name]! : token,
  );
}

/** Every `{{name}}` in a text, with its index, in order. */
export function findTokens(text: string): { name: string; index: number; token: string }[] {
  return [...text.matchAll(tokenPattern)].map((match) => ({
    name: match[1]!,
    index: match.index,
    token: match[0],
  }));
}

/** The name in a body's `{{name}}`, which MDX parses as an expression holding `{name}`. */
export function expressionTokenName(expression: string): string | undefined {
  return /^\s*\{\s*(\w+)\s*\}\s*$/.exec(expression)?.[1];
}
