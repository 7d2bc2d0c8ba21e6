import type { ReactNode } from 'react';

/** The one card surface every card type builds on. */
export function Card({
  children,
  className = '',
  highlighted = false,
  as: Tag = 'div',
}: {
  children: ReactNode;
  className?: string;
  /** A brand ring for the card that should stand out (popular plan, featured case). */
  highlighted?: boolean;
  as?: 'div' | 'article' | 'li';
}) {
  return (
    <Tag
      className={`rounded-card bg-white p-6 shadow-card ring-1 sm:p-8 ${
        highlighted ? 'ring-2 ring-brand-600' : 'ring-slate-900/5'
      } ${className}`}
    >
      {children}
    </Tag>
  );
}
