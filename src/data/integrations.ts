/** The integrations the home page presents, in order. */
export const integrationIds = ['api', 'extension', 'lms', 'crm'] as const;

/** Announced but not available yet (DECISIONS.md): shown with an "in development" badge. */
export const integrationsInDevelopment: readonly string[] = ['lms', 'crm'];
