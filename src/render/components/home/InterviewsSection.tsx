import { Icon } from '../ui/Icon';
import type { FrontmatterOf } from '../../../content/schema';
import { Scene, sceneColumns, sceneStackedWidth } from '../scenes/Scene';
import { Container } from '../ui/Container';
import { bandProps } from '../ui/Section';

/** Asynchronous interviews: the text beside the interview as a candidate answers it. */
export function InterviewsSection({
  interviews,
}: {
  interviews: FrontmatterOf<'home'>['interviews'];
}) {
  return (
    <section {...bandProps('white')}>
      <Container className={`grid items-center gap-12 xl:gap-16 ${sceneColumns.sceneLast}`}>
        <div>
          <h2 className="text-[1.625rem]/8 font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
            {interviews.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{interviews.body}</p>
          {/* The site's one check mark beside a point (ninth design review: a second, circled one here). */}
          <ul className="mt-8 space-y-3">
            {interviews.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <Icon name="check" className="mt-1 size-5 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <Scene id="interview" className={sceneStackedWidth} />
      </Container>
    </section>
  );
}
