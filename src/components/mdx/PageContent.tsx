import { getLoadedContent } from '../../content/loadedContent';
import { useLocale } from '../../lib/useLocale';
import { mdxComponents } from './mdxComponents';

/** The current page's MDX body, already loaded by `preparePage`. */
export function PageContent() {
  const { locale, route } = useLocale();
  const { default: Content } = getLoadedContent(locale, route);
  return <Content components={mdxComponents} />;
}
