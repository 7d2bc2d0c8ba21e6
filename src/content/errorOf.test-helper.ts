import { expect } from 'vitest';
import { ContentError, parseFrontmatter } from './schema';

/** The ContentError message `parseFrontmatter` throws for `data`; fails the test if it accepts it. */
export function errorOf(file: string, data: unknown): string {
  try {
    parseFrontmatter(file, data);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('expected a ContentError');
}
