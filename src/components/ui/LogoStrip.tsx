import { sectorMarks, type LogoMark } from '../../data/sectorMarks';
import { useTranslation } from 'react-i18next';
import { Container } from './Container';

const marks: Record<LogoMark, string> = {
  wave: 'M2 16c4-6 8-6 12 0s8 6 12 0',
  box: 'M4 9l10-5 10 5v10l-10 5-10-5Z M4 9l10 5 10-5 M14 14v10',
  shield: 'M14 3l10 4v7c0 6-4 10-10 12C8 24 4 20 4 14V7Z',
  sun: 'M14 8a6 6 0 1 0 0 12a6 6 0 1 0 0-12Z M14 2v3 M14 23v3 M2 14h3 M23 14h3',
  signal: 'M4 22v-4 M10 22v-8 M16 22v-12 M22 22V4',
  gear: 'M14 9a5 5 0 1 0 0 10a5 5 0 1 0 0-10Z M14 3v4 M14 21v4 M3 14h4 M21 14h4 M6 6l3 3 M19 19l3 3 M6 22l3-3 M19 9l3-3',
  leaf: 'M5 23C5 12 12 5 24 4c0 12-7 19-19 19Z M5 23l10-10',
  diamond: 'M14 3l10 11-10 11L4 14Z',
};

/** A row of sector wordmarks (never brands) under a short line of text. */
export function LogoStrip({ title, block }: { title: string; block?: string }) {
  const { t } = useTranslation();
  return (
    <section data-block={block} className="border-y border-slate-100 bg-white py-10">
      <Container>
        <p className="text-center text-sm font-semibold text-slate-600">{title}</p>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
          {sectorMarks.map((logo) => {
            const label = t(`proof.sectors.${logo.id}`);
            return (
              // The sector's name as text beside its mark: any length fits, in any locale.
              <li
                key={logo.id}
                className="flex items-center gap-2 text-[17px] font-bold tracking-tight text-slate-500"
              >
                <svg
                  aria-hidden="true"
                  width="28"
                  height="28"
                  viewBox="0 0 28 28"
                  className="size-7"
                >
                  <path
                    d={marks[logo.mark]}
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
                {label}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
