declare module 'virtual:scenes' {
  /** Each locale's scene folder URL, ending in a slash: `${folder}${sceneId}.svg`. */
  const sceneFolders: Record<import('../i18n/locales').Locale, string>;
  export default sceneFolders;
}
