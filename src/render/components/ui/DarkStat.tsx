import type { ReactNode } from 'react';

/** A figure and its label on a dark band (results, simulator stats); the label is the term. */
export function DarkStat({
  label,
  children,
  className = '',
}: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col-reverse rounded-card bg-white/5 p-6 ring-1 ring-white/15 ${className}`}
    >
      <dt className="mt-2 text-brand-100">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
