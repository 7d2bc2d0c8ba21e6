import sceneFolders from 'virtual:scenes';
import { useLocale } from '../../lib/useLocale';
import { sceneSizes, type SceneId } from '../../scenes/sceneIds';

/**
 * A product scene in the page's locale, as a cached SVG image sized before it loads. Decorative
 * unless given `alt`: the copy beside it says what it shows.
 */
export function Scene({
  id,
  alt = '',
  eager = false,
  className = '',
}: {
  id: SceneId;
  alt?: string;
  /** Above the fold: fetched at once instead of when scrolled near. */
  eager?: boolean;
  className?: string;
}) {
  const { locale } = useLocale();
  const [width, height] = sceneSizes[id];
  return (
    <img
      src={`${sceneFolders[locale]}${id}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`h-auto w-full ${className}`}
    />
  );
}
