import type { SceneCopy } from './types';

export const fr = {
  editor: {
    windowTitle: 'Éditeur d’histoires · Premier jour en boutique',
    nodes: [
      'Arrivée en boutique',
      'Accueillir le client',
      'Réassort d’abord',
      'Vente conclue',
      'Client perdu',
    ],
    branches: ['Accueillir', 'Réassort'],
    previewLine: 'Bienvenue ! On commence par la caisse ?',
    panelTitle: 'Scènes',
    tools: ['Scène', 'Personnage', 'Choix', 'Fin'],
  },
} as const satisfies SceneCopy;
