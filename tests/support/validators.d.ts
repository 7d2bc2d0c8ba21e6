// The offline structured-data validators ship no types; these are the parts the tests use.
declare module '@adobe/structured-data-validator' {
  export interface Issue {
    issueMessage: string;
    severity: 'ERROR' | 'WARNING';
    path: unknown[];
  }
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<Issue[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): unknown;
  }
}

declare module 'structured-data-testing-tool' {
  export function structuredDataTest(
    html: string,
    options: { presets: unknown[] },
  ): Promise<unknown>;
}

declare module 'structured-data-testing-tool/presets.js' {
  const presets: { Google: unknown };
  export default presets;
}
