import type { ReactNode } from 'react';

/** Long-form text column: ~70 characters a line, typographic defaults for MDX output. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`prose prose-slate prose-lg max-w-[70ch] prose-headings:scroll-mt-24 prose-headings:tracking-tight prose-h1:text-4xl prose-h1:font-extrabold sm:prose-h1:text-5xl xl:prose-h1:text-[2.75rem] prose-a:text-brand-700 prose-a:underline-offset-2 ${className}`}
    >
      {children}
    </div>
  );
}
