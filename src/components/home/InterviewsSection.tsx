import { Icon } from '../ui/Icon';
import type { FrontmatterOf } from '../../content/schema';
import { Container } from '../ui/Container';

/** Asynchronous interviews: the text beside a mock-up of candidates' recorded answers. */
export function InterviewsSection({
  interviews,
}: {
  interviews: FrontmatterOf<'home'>['interviews'];
}) {
  return (
    <section className="bg-white py-16 sm:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 className="text-3xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-4xl">
            {interviews.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{interviews.body}</p>
          <ul className="mt-8 space-y-4">
            {interviews.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100">
                  <Icon name="check" className="size-4 text-brand-700" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div
          aria-hidden="true"
          className="grid grid-cols-2 gap-4 rounded-3xl bg-brand-50 p-6 sm:p-8"
        >
          {['bg-brand-600', 'bg-accent-400', 'bg-slate-800', 'bg-brand-300'].map((tone, index) => (
            <div key={tone} className="rounded-2xl bg-white p-4 shadow-card">
              <div className={`flex aspect-video items-center justify-center rounded-xl ${tone}`}>
                <Icon name="video" className="size-7 text-white/90" />
              </div>
              <div className="mt-3 h-2.5 w-3/4 rounded-full bg-slate-200" />
              <div className="mt-2 flex gap-1">
                {Array.from({ length: 5 }, (_, star) => (
                  <span
                    key={star}
                    className={`size-2.5 rounded-full ${star < 5 - (index % 3) ? 'bg-accent-400' : 'bg-slate-200'}`}
                  />
                ))}
              </div>
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
