import { Children, type ReactNode } from 'react';
import { Container } from '../ui/Container';

/**
 * Columns follow the number of cards, so a short list never leaves a row mostly empty: one card
 * runs the page's width (its `wide` layout), two or four sit in pairs, three or more in threes.
 */
function gridOf(count: number): string {
  if (count === 1) return 'mx-auto max-w-3xl xl:max-w-none';
  if (count === 2 || count === 4) return 'mx-auto max-w-5xl sm:grid-cols-2';
  return 'sm:grid-cols-2 lg:grid-cols-3';
}

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Container className="pb-4 sm:pb-8">
      <ul className={`grid gap-6 ${gridOf(Children.count(children))}`}>{children}</ul>
    </Container>
  );
}
