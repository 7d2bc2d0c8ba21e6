import type { CapabilityId } from './capabilities';

/**
 * The integrations the home page presents, in order, each the capability it is: its status
 * ("in development") and its plans come from src/data/capabilities.ts.
 */
export const integrations = {
  api: 'apiExport',
  extension: 'browserExtension',
  lms: 'lmsConnectors',
  crm: 'crmConnectors',
} as const satisfies Record<string, CapabilityId>;

export const integrationIds = Object.keys(integrations) as [
  keyof typeof integrations,
  ...(keyof typeof integrations)[],
];
