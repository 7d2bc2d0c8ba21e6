import { useId } from 'react';
import type { BlockOf } from '../../../content/schemas/blocks';
import { Scene } from '../scenes/Scene';
import { Section } from '../ui/Section';

/**
 * The product, told as steps. From 1280 px the steps are a radio group and only the checked one's
 * scene shows beside them (global.css, `[data-tour]`); narrower, where a scene beside the steps
 * would draw its words under 12 px, every step and its scene come one after another. Radios and CSS: no script, and every step is in the HTML.
 */
export function TourBlock({ block }: { block: BlockOf<'tour'> }) {
  const name = useId();
  return (
    <Section
      block="tour"
      eyebrow={block.eyebrow}
      title={block.title}
      subtitle={block.subtitle}
      tone={block.tone}
    >
      <div
        data-tour
        className="xl:grid xl:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] xl:items-start xl:gap-12"
      >
        <fieldset className="max-xl:hidden">
          <legend className="sr-only">{block.title}</legend>
          <ol className="grid gap-1.5">
            {block.steps.map((step, index) => (
              <li key={step.title}>
                <label className="group block cursor-pointer">
                  <input
                    type="radio"
                    name={name}
                    value={index}
                    defaultChecked={index === 0}
                    className="peer sr-only"
                  />
                  <span className="flex gap-4 rounded-2xl p-4 ring-1 ring-transparent transition-colors duration-200 group-hover:bg-white/70 peer-checked:bg-white peer-checked:shadow-card peer-checked:ring-slate-900/5 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700 group-has-checked:bg-brand-600 group-has-checked:text-white"
                    >
                      {index + 1}
                    </span>
                    <span className="pt-1.5">
                      <span className="block font-bold text-slate-950">{step.title}</span>
                      <span className="mt-1 hidden leading-7 text-slate-600 group-has-checked:block">
                        {step.description}
                      </span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ol>
        </fieldset>
        <ol className="grid gap-14 xl:sticky xl:top-28">
          {block.steps.map((step, index) => (
            <li key={step.title} data-tour-step={index}>
              <div className="flex gap-4 xl:hidden">
                <span
                  aria-hidden="true"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="pt-1 text-xl font-bold text-slate-950">{step.title}</h3>
                  <p className="mt-2 text-lg leading-8 text-slate-600">{step.description}</p>
                </div>
              </div>
              <Scene id={step.scene} className="mt-6 xl:mt-0" />
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
