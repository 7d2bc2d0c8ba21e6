import type { ReactNode } from 'react';
import type { calloutTones, MdxProps } from '../mdx/mdxProps';
import { Icon } from './Icon';

const tones = {
  info: {
    icon: 'info',
    style: 'bg-brand-50 ring-brand-200 text-brand-950',
    iconStyle: 'text-brand-700',
  },
  tip: {
    icon: 'lightbulb',
    style: 'bg-amber-50 ring-amber-200 text-amber-950',
    iconStyle: 'text-amber-700',
  },
  warning: {
    icon: 'triangle-alert',
    style: 'bg-rose-50 ring-rose-200 text-rose-950',
    iconStyle: 'text-rose-700',
  },
} as const satisfies Record<(typeof calloutTones)[number], object>;

/** A highlighted aside in prose (usable in MDX as `<Callout tone="tip">`). */
export function Callout({
  tone = 'info',
  title,
  children,
}: MdxProps<'Callout'> & { children: ReactNode }) {
  const { icon, style, iconStyle } = tones[tone];
  return (
    <aside className={`not-prose my-8 flex gap-4 rounded-2xl p-5 ring-1 ring-inset ${style}`}>
      <Icon name={icon} className={`mt-0.5 size-5 shrink-0 ${iconStyle}`} />
      <div className="text-base leading-7">
        {title && <p className="font-semibold">{title}</p>}
        <div className={title ? 'mt-1' : ''}>{children}</div>
      </div>
    </aside>
  );
}
