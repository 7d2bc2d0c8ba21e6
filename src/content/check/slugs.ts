import { defaultLocale, localeCodes, type Locale } from '../../i18n/locales';
import { publicPath } from '../../i18n/urls';
import { localizedRoutesOf, movedUrlsOf, pathsByLocale, type SluggedPage } from '../slugs';
import { error, located, type Place, type Problem } from './problems';

export interface SlugPage extends SluggedPage {
  /** Each locale's file, relative to the project. */
  files: Record<Locale, string>;
  /** Where each file's `slug` is, or belongs. */
  slugPlaces: Record<Locale, Place>;
}

/**
 * Each URL leads to one page: within a locale no two pages share a path, and no page takes the
 * earlier URL of another (the route under the prefix, which redirects to that page's new URL for
 * good). Aliases (`type: redirect`) are pages, so their URLs count too. Each fault is named at the
 * `slug` that makes it.
 */
export function checkSlugs(pages: SlugPage[]): Problem[] {
  const problems: Problem[] = [];
  const paths = pathsByLocale(pages);
  const byRoute = new Map(pages.map((page) => [page.route, page]));
  const movedUrls = movedUrlsOf(localizedRoutesOf(pages));
  const at = (page: SlugPage, locale: Locale, message: string) =>
    problems.push(error(located(page.files[locale], page.slugPlaces[locale], 'slug', message)));

  for (const locale of localeCodes) {
    if (locale === defaultLocale) continue;
    const owner = new Map<string, SlugPage>();
    for (const page of pages) {
      const path = paths.get(page.route)![locale];
      const first = owner.get(path);
      if (first) {
        at(
          page,
          locale,
          `${publicPath(path, locale)} is already the URL of ${first.files[locale]}; choose another slug`,
        );
      } else {
        owner.set(path, page);
      }
    }
    for (const moved of movedUrls) {
      if (moved.locale !== locale) continue;
      const taker = owner.get(moved.route);
      if (!taker) continue;
      const page = byRoute.get(moved.route)!;
      at(
        taker,
        locale,
        `${moved.from} is the earlier URL of ${page.files[locale]}, and redirects to its URL ${moved.to} for good; choose another slug`,
      );
    }
  }
  return problems;
}
