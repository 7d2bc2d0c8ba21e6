/** A fault found at the source: errors stop the check, the build and the dev preview; warnings are printed. */
export interface Problem {
  severity: 'error' | 'warning';
  /** `file:line:column: field "x": what is wrong; what to do`, one line. */
  text: string;
}

export interface Place {
  line?: number;
  column?: number;
}

/** `content/es/a.mdx:4:8: field "title": …`: the form editors and terminals turn into links. */
export function located(file: string, place: Place, field: string | undefined, message: string) {
  const at = place.line ? `:${place.line}${place.column ? `:${place.column}` : ''}` : '';
  return `${file}${at}: ${field ? `field "${field}": ` : ''}${message}`;
}

export const error = (text: string): Problem => ({ severity: 'error', text });
export const warning = (text: string): Problem => ({ severity: 'warning', text });
