import gamificationInTraining from './blog/gamificacion-en-la-formacion-corporativa';
import favicon from './favicon';
import chapterMapPlay from './playbooks/chapter-map-play';
import pitchPlay from './playbooks/pitch-play';
import sceneScriptPlay from './playbooks/scene-script-play';
import storySpinePlay from './playbooks/story-spine-play';

/**
 * Images drawn in the palette's colours (src/styles/palette.ts), by the path they are published
 * at. They are not in `public/`: the build writes them (src/build/palettePlugin.ts), the preview
 * serves them, and the content check reads them from here, so a page names them as if they were.
 */
export const drawnImages: ReadonlyMap<string, string> = new Map([
  ['/favicon.svg', favicon],
  ['/images/blog/gamificacion-en-la-formacion-corporativa.svg', gamificationInTraining],
  ['/images/playbooks/chapter-map-play.svg', chapterMapPlay],
  ['/images/playbooks/pitch-play.svg', pitchPlay],
  ['/images/playbooks/scene-script-play.svg', sceneScriptPlay],
  ['/images/playbooks/story-spine-play.svg', storySpinePlay],
]);
