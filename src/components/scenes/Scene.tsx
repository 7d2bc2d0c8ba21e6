import sceneFolders from 'virtual:scenes';
import { useLocale } from '../../lib/useLocale';
import { scenePhoneCrops, sceneSizes, type SceneId } from '../../scenes/sceneIds';

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
  const crop = scenePhoneCrops[id];
  const image = (
    <img
      src={`${sceneFolders[locale]}${id}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      // An upright scene (the phone) stays phone-sized on wide screens instead of filling them.
      className={`h-auto w-full ${height > width ? 'mx-auto max-w-xs sm:max-w-sm' : ''} ${className}`}
    />
  );
  if (!crop) return image;
  // Below 640 px the crop of the scene's key part, so its words stay readable on a phone.
  return (
    <picture>
      <source
        media="(max-width: 639px)"
        srcSet={`${sceneFolders[locale]}${id}.phone.svg`}
        width={crop[2]}
        height={crop[3]}
      />
      {image}
    </picture>
  );
}
