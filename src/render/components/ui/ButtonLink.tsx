import type { AnchorHTMLAttributes, ReactNode } from 'react';

const variants = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700 shadow-sm',
  secondary: 'bg-white text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  /** On dark bands. */
  inverse: 'bg-white text-brand-800 hover:bg-brand-50 shadow-sm',
  outlineInverse: 'text-white ring-1 ring-inset ring-white/40 hover:bg-white/10',
} as const;

const sizes = {
  sm: 'min-h-10 px-4 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-5 text-base sm:px-6 sm:text-lg',
} as const;

export type ButtonVariant = keyof typeof variants;

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  variant?: ButtonVariant;
  size?: keyof typeof sizes;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
  children: ReactNode;
}

/** A link styled as a button (every call to action on this site navigates). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  external = false,
  className = '',
  children,
  ...rest
}: ButtonLinkProps) {
  // The minimum height sets a one-line button; the padding and leading are for a label that wraps
  // on a phone, so its two lines do not touch the pill's edges.
  return (
    <a
      {...rest}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`inline-flex items-center justify-center gap-2 max-w-full py-2 text-center leading-snug text-balance sm:whitespace-nowrap rounded-full font-semibold transition-colors duration-200 ${variants[variant]} ${sizes[size]} ${className}`}
    >
      {children}
    </a>
  );
}
