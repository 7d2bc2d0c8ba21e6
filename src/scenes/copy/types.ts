/**
 * The words each scene shows, per locale. A scene is a picture of the product in use, so its
 * words are the product's: scene names, a character's line, a dashboard's labels. Figures never
 * live here: they come from `src/data` and are formatted with `Intl`.
 */
export interface SceneCopy {
  editor: {
    windowTitle: string;
    /** The story's scenes, in the order the graph shows them: start, two branches, two endings. */
    nodes: readonly [string, string, string, string, string];
    /** The choice labels on the two branches leaving the start. */
    branches: readonly [string, string];
    previewLine: string;
    panelTitle: string;
    tools: readonly [string, string, string, string];
  };
}
