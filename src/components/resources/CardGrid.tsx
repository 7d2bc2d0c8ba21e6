import type { ReactNode } from 'react';
import { Container } from '../ui/Container';

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Container className="pb-16 sm:pb-24">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </Container>
  );
}
