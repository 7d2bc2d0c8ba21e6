import sceneFolders from 'virtual:scenes';
import { useLocale } from '../../hooks/useLocale';
import { scenePhoneSizes, sceneSizes, type SceneId } from '../../../data/sceneIds';

/**
 * The grid columns of a scene beside text, from 1280 px up: the scene gets 7 parts of 12, so a
 * 720-unit drawing is shown at least 620 px wide and its smallest words (14 units, `minTextSize`)
 * at 12 px or more. Narrower, a scene beside text would be too small to read: it goes below the
 * text, at most `sceneStackedWidth` wide. `sceneFirst` when the scene comes before the text;
 * `hero` in the page's full-width first band (64 px gap), where 6 parts of 11 are 628 px and the
 * headline gets the rest.
 */
export const sceneColumns = {
  sceneLast: 'xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]',
  sceneFirst: 'xl:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]',
  hero: 'xl:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]',
} as const;

/** A scene's width below the text, under 1280 px: its words near their drawn size, 12 px or more. */
export const sceneStackedWidth = 'mx-auto w-full max-w-3xl xl:max-w-none';

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
  const phone = scenePhoneSizes[id];
  const image = (
    <img
      src={`${sceneFolders[locale]}${id}.svg`}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      // An upright scene (the phone) stays phone-sized on wide screens instead of filling them. Its
      // body fills the drawing, so its shadow is cast by CSS, which paints outside the image's box.
      className={`h-auto w-full ${height > width ? 'drop-shadow-scene mx-auto max-w-xs sm:max-w-sm' : ''} ${className}`}
    />
  );
  if (!phone) return image;
  // Below 640 px the scene's phone composition, laid out for a phone's width and its words' size.
  return (
    <picture>
      <source
        media="(max-width: 639px)"
        srcSet={`${sceneFolders[locale]}${id}.phone.svg`}
        width={phone[0]}
        height={phone[1]}
      />
      {image}
    </picture>
  );
}
