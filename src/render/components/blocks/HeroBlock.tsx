import type { BlockOf } from '../../../content/schemas/blocks';
import { Badge } from '../ui/Badge';
import { Hero } from '../ui/Hero';
import { Scene } from '../scenes/Scene';
import { Icon } from '../ui/Icon';
import { ActionLink } from './ActionLink';

/** The page's first band: eyebrow, h1, subtitle, up to two buttons, proof points and a scene or image. */
export function HeroBlock({ block }: { block: BlockOf<'hero'> }) {
  const dark = block.tone === 'dark';
  const stacked = block.layout === 'stacked';
  const [primary, secondary] = block.actions;
  const aside = block.scene ? (
    <Scene id={block.scene} eager />
  ) : (
    block.image && (
      <img
        src={block.image}
        alt=""
        width="1200"
        height="675"
        className="w-full rounded-card shadow-card ring-1 ring-slate-900/5"
      />
    )
  );
  return (
    <Hero
      block="hero"
      tone={block.tone}
      badge={<Badge tone={dark ? 'onDark' : undefined}>{block.eyebrow}</Badge>}
      title={block.title}
      subtitle={block.subtitle}
      actions={
        primary && (
          <>
            <ActionLink action={primary} variant={dark ? 'inverse' : 'primary'} />
            {secondary && (
              <ActionLink action={secondary} variant={dark ? 'outlineInverse' : 'secondary'} />
            )}
          </>
        )
      }
      footnote={
        block.checks && (
          <ul
            className={`flex flex-col gap-2 text-base sm:flex-row sm:gap-6 ${aside && !stacked ? '' : 'sm:items-center sm:justify-center'} ${dark ? 'text-brand-100' : 'text-slate-700'}`}
          >
            {block.checks.map((check) => (
              <li key={check} className="flex items-center gap-2 text-left">
                <Icon
                  name="check"
                  className={`size-5 shrink-0 ${dark ? 'text-accent-300' : 'text-brand-600'}`}
                />
                {check}
              </li>
            ))}
          </ul>
        )
      }
      aside={aside}
      stacked={stacked}
    />
  );
}
