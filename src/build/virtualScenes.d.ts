declare module 'virtual:scenes' {
  import type { Locale } from '../i18n/locales';
  /** Each locale's scene folder URL, ending in a slash: `${folder}${sceneId}.svg`. */
  const sceneFolders: Record<Locale, string>;
  export default sceneFolders;
}
