import type { FrontmatterOf } from '../../content/schema';
import { homeFigures } from '../../data/homeFigures';
import { Scene } from '../scenes/Scene';
import { Badge } from '../ui/Badge';
import { ActionLink } from '../blocks/ActionLink';
import { Hero } from '../ui/Hero';

const playerInitials = ['LM', 'JO', 'AR', 'SC'];

export function HomeHero({ hero }: { hero: FrontmatterOf<'home'>['hero'] }) {
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
            <span aria-hidden="true" className="flex -space-x-2">
              {playerInitials.map((initials, index) => (
                <span
                  key={initials}
                  className={`inline-flex size-9 items-center justify-center rounded-full text-xs font-bold ring-2 ring-white ${
                    [
                      'bg-brand-600 text-white',
                      'bg-accent-400 text-amber-950',
                      'bg-brand-200 text-brand-900',
                      'bg-slate-800 text-white',
                    ][index]
                  }`}
                >
                  {initials}
                </span>
              ))}
            </span>
            <span className="text-base text-slate-700">
              <strong className="text-lg font-extrabold text-slate-950">
                {homeFigures.players}
              </strong>{' '}
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
