import type { ReactNode } from 'react';

/**
 * A figure and its label on a dark band (results, simulator stats); the label is the term, and
 * `note`, when given, says what the figure measures.
 */
export function DarkStat({
  label,
  note,
  children,
  className = '',
}: {
  label: ReactNode;
  note?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col rounded-card bg-white/5 p-6 ring-1 ring-white/15 ${className}`}>
      <dt className="mt-2 text-brand-100">{label}</dt>
      {/* The figure reads first; in the markup the term comes first, as a list of terms has it. */}
      <dd className="order-first">{children}</dd>
      {note && <dd className="mt-3 text-base leading-7 text-white/90">{note}</dd>}
    </div>
  );
}
