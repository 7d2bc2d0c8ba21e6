/** Language codes to draw an unsupported language or a test-only locale from. */
const candidates = ['de', 'it', 'pt', 'nl', 'pl', 'sv', 'ja', 'zh', 'ko', 'ar', 'fi', 'cs', 'el'];

/** Languages not among `codes`, in a fixed order. */
export const languagesNotIn = (codes: readonly string[]): string[] =>
  candidates.filter((code) => !codes.includes(code));
