/** The play-shaped mark alone, in the brand colour. */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect width="32" height="32" rx="9" className="fill-brand-600" />
      <path d="M12 9.5v13l10-6.5-10-6.5Z" className="fill-white" />
      <circle cx="24.5" cy="8" r="3" className="fill-accent-400" />
    </svg>
  );
}

/** Ludiqo wordmark: a play-shaped mark and the name, in the brand colour. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <LogoMark />
      <span className="logo-text text-xl text-slate-900">Ludiqo</span>
    </span>
  );
}
