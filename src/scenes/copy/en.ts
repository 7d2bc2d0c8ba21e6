import type { SceneCopy } from './types';

export const en = {
  editor: {
    windowTitle: 'Story editor · First day in store',
    nodes: [
      'Arriving at the store',
      'Greet the customer',
      'Restock first',
      'Sale closed',
      'Customer lost',
    ],
    branches: ['Greet', 'Restock'],
    previewLine: 'Welcome! Shall we start at the till?',
    panelTitle: 'Scenes',
    tools: ['Scene', 'Character', 'Choice', 'Ending'],
  },
} as const satisfies SceneCopy;
