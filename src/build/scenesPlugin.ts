import type { Plugin } from 'vite';
import { isPublishedLocale, localeCodes, type Locale } from '../i18n/locales';
import { stageMoods, stageSettings } from './scenes/draw/stage';
import {
  drawnSceneIds,
  renderScene,
  renderScenePhone,
  renderStage,
  renderStagePortrait,
} from './scenes/renderScene';
import { contentHash } from './iconSprite';

const VIRTUAL_ID = 'virtual:scenes';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

interface LocaleScenes {
  /** The folder the locale's scenes are published in, named by a hash of all of them. */
  folder: string;
  files: Map<string, string>;
}

/**
 * Product scenes are drawn at build time and published as cached SVG files, one per locale: the
 * page's JavaScript carries only each locale's folder name, never the drawings or their words.
 */
export function scenesPlugin(): Plugin {
  let scenes: Map<Locale, LocaleScenes> | undefined;
  let base = '/';

  const allScenes = () => {
    if (scenes) return scenes;
    scenes = new Map();
    for (const locale of localeCodes) {
      const files = new Map([
        ...drawnSceneIds().flatMap((id) => {
          const phone = renderScenePhone(id, locale);
          return [
            [`${id}.svg`, renderScene(id, locale)] as const,
            ...(phone ? [[`${id}.phone.svg`, phone] as const] : []),
          ];
        }),
        // The playable demo's stages: wordless, but published beside the scenes they match.
        ...stageSettings.flatMap((setting) =>
          stageMoods.flatMap((mood) => [
            [`stage-${setting}-${mood}.svg`, renderStage(setting, mood)] as const,
            [`stage-${setting}-${mood}.portrait.svg`, renderStagePortrait(setting, mood)] as const,
          ]),
        ),
      ]);
      const hash = contentHash([...files.values()].join(''));
      scenes.set(locale, { folder: `assets/static/scenes/${locale}.${hash}`, files });
    }
    return scenes;
  };

  return {
    name: 'ludiqo-scenes',
    configResolved(config) {
      base = config.base;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        for (const { folder, files } of allScenes().values()) {
          const prefix = `${base}${folder}/`;
          const svg = req.url?.startsWith(prefix) && files.get(req.url.slice(prefix.length));
          if (svg) {
            res.setHeader('Content-Type', 'image/svg+xml');
            res.end(svg);
            return;
          }
        }
        next();
      });
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const folders = Object.fromEntries(
        [...allScenes()].map(([locale, { folder }]) => [locale, `${base}${folder}/`]),
      );
      return `export default ${JSON.stringify(folders)};`;
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      for (const [locale, { folder, files }] of allScenes()) {
        // A draft locale's scenes are drawn for the dev preview, and never published.
        if (!isPublishedLocale(locale)) continue;
        for (const [name, svg] of files) {
          this.emitFile({ type: 'asset', fileName: `${folder}/${name}`, source: svg });
        }
      }
    },
  };
}
