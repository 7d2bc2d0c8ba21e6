import type { FrontmatterOf } from '../../content/schema';
import { homeFigures } from '../../data/homeFigures';
import { atLeast, capitalize, numberSpace } from '../../lib/typography';
import { useLocale } from '../../lib/useLocale';
import { Scene } from '../scenes/Scene';
import { Badge } from '../ui/Badge';
import { ActionLink } from '../blocks/ActionLink';
import { Hero } from '../ui/Hero';
import { Icon } from '../ui/Icon';

export function HomeHero({ hero }: { hero: FrontmatterOf<'home'>['hero'] }) {
  const { locale } = useLocale();
  return (
    <Hero
      badge={<Badge>{hero.eyebrow}</Badge>}
      title={hero.title}
      subtitle={hero.subtitle}
      actions={
        <>
          {hero.actions.map((action, index) => (
            <ActionLink key={action.to} action={action} variant={index ? 'secondary' : 'primary'} />
          ))}
        </>
      }
      footnote={
        <div className="flex flex-col gap-4">
          <p className="flex items-center gap-3">
            {/* A figure, not faces: initials beside it would read as real players. */}
            <span
              aria-hidden="true"
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700"
            >
              <Icon name="users" className="size-5" />
            </span>
            <span className="text-base text-slate-700">
              <strong className="text-lg font-extrabold text-slate-950">
                {capitalize(atLeast(homeFigures.playersAtLeast, locale), locale)}
              </strong>
              {numberSpace(locale)}
              {hero.socialProof}
            </span>
          </p>
          <p>{hero.trialNote}</p>
        </div>
      }
      aside={<Scene id="novel" eager className="mx-auto max-w-xl" />}
    />
  );
}
