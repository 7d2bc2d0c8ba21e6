import type { BlockOf } from '../../../content/schemas/blocks';
import { Scene, sceneColumns, sceneStackedWidth } from '../scenes/Scene';
import { Container } from '../ui/Container';
import { bandProps } from '../ui/Section';
import { Icon } from '../ui/Icon';

/** A product scene beside the story it tells: what the visitor sees the product do. */
export function ShowcaseBlock({ block }: { block: BlockOf<'showcase'> }) {
  const tone = block.tone ?? 'white';
  const dark = tone === 'dark';
  return (
    <section data-block="showcase" {...bandProps(tone)}>
      <Container
        className={`grid items-center gap-10 xl:gap-16 ${block.flip ? sceneColumns.sceneFirst : sceneColumns.sceneLast}`}
      >
        <div className={block.flip ? 'xl:order-2' : ''}>
          {block.eyebrow && (
            <p
              className={`text-sm font-semibold uppercase tracking-wider ${dark ? 'text-accent-300' : 'text-brand-700'}`}
            >
              {block.eyebrow}
            </p>
          )}
          <h2
            className={`mt-2 text-[1.625rem]/8 font-bold tracking-tight text-balance sm:text-4xl ${dark ? 'text-white' : 'text-slate-950'}`}
          >
            {block.title}
          </h2>
          <p
            className={`mt-4 text-lg leading-8 text-pretty ${dark ? 'text-brand-100' : 'text-slate-600'}`}
          >
            {block.subtitle}
          </p>
          {block.points && (
            <ul className="mt-6 grid gap-3">
              {block.points.map((point) => (
                <li
                  key={point}
                  className={`flex gap-3 ${dark ? 'text-brand-50' : 'text-slate-700'}`}
                >
                  <Icon
                    name="check"
                    className={`mt-1 size-5 shrink-0 ${dark ? 'text-accent-300' : 'text-brand-600'}`}
                  />
                  {point}
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={`${sceneStackedWidth} ${block.flip ? 'xl:order-1' : ''}`}>
          <Scene id={block.scene} />
        </div>
      </Container>
    </section>
  );
}
