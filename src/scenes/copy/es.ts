import type { SceneCopy } from './types';

export const es = {
  editor: {
    windowTitle: 'Editor de historias · Primer día en tienda',
    nodes: [
      'Llegada a la tienda',
      'Saludar al cliente',
      'Reponer primero',
      'Venta cerrada',
      'Cliente perdido',
    ],
    branches: ['Saludar', 'Reponer'],
    previewLine: '¡Bienvenida! ¿Empezamos por la caja?',
    panelTitle: 'Escenas',
    tools: ['Escena', 'Personaje', 'Decisión', 'Final'],
  },
} as const satisfies SceneCopy;
