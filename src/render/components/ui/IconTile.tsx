import { Icon } from './Icon';
import type { IconName } from './iconNames';

const tones = {
  brand: 'bg-brand-100 text-brand-700',
  accent: 'bg-accent-300/40 text-amber-800',
  onDark: 'bg-white/10 text-accent-300',
} as const;

/** A decorative icon on a tinted square; the text beside it carries the meaning. */
export function IconTile({
  name,
  tone = 'brand',
  size = 'md',
  className = '',
}: {
  name: IconName;
  tone?: keyof typeof tones;
  size?: 'sm' | 'md';
  className?: string;
}) {
  return (
    <span
      className={`inline-flex shrink-0 items-center justify-center rounded-xl ${tones[tone]} ${size === 'sm' ? 'size-10' : 'size-12'} ${className}`}
    >
      <Icon name={name} className={size === 'sm' ? 'size-5' : 'size-6'} />
    </span>
  );
}
