import type { SVGProps } from 'react';
import spriteUrl from 'virtual:icon-sprite';
import type { IconName } from './iconNames';

/** A lucide icon drawn from the shared sprite; decorative unless given an accessible name. */
export function Icon({
  name,
  className,
  ...rest
}: { name: IconName } & Omit<SVGProps<SVGSVGElement>, 'name'>) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      {...rest}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
