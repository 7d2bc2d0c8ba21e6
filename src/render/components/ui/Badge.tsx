import type { ReactNode } from 'react';

const tones = {
  brand: 'bg-brand-100 text-brand-800 ring-brand-200',
  accent: 'bg-accent-300/40 text-amber-900 ring-accent-400/60',
  /** Readable on white and on the brand colour alike. */
  solidAccent: 'bg-accent-300 text-amber-950 ring-accent-400',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  onDark: 'bg-white/10 text-white ring-white/25',
} as const;

export type BadgeTone = keyof typeof tones;

/** A short label: section eyebrows, "popular", "in development". */
export function Badge({
  children,
  tone = 'brand',
  className = '',
}: {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
