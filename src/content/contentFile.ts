import { isLocale, type Locale } from '../i18n/locales';
import { contentPathFromRoute } from '../i18n/urls';

/** The MDX file of a route in a locale, relative to the project root. */
export function contentFile(locale: Locale, route: string): string {
  return `content/${locale}/${contentPathFromRoute(route)}.mdx`;
}

/** The locale of a file under `content/<locale>/`, from a relative or absolute path. */
export function localeOfContentFile(path: string): Locale | undefined {
  const folders = [...path.replaceAll('\\', '/').matchAll(/(?:^|\/)content\/([^/]+)\//g)];
  // The last match: a fixture root may itself sit in a folder named `content`.
  return folders.map((match) => match[1]).findLast(isLocale);
}
