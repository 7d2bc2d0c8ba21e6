import { Container } from './Container';
import { Icon } from './Icon';
import { IconTile } from './IconTile';
import type { IconName } from './iconNames';
import { BandHeading, bandProps, type SectionTone } from './Section';

interface Item {
  icon: IconName;
  title: string;
  description: string;
}

/**
 * A numbered list under its heading, in two columns on desktops: a reading rhythm of its own, not
 * one more grid of cards. (Beside the list, a heading left a column half empty: ninth design review.)
 */
export function IconCardList({
  title,
  subtitle,
  tone = 'white',
  items,
  block,
}: {
  title: string;
  subtitle?: string;
  tone?: SectionTone;
  items: Item[];
  block: string;
}) {
  const dark = tone === 'dark';
  return (
    <section data-block={block} {...bandProps(tone)}>
      <Container>
        {/* Centred over both columns from tablets up, as a section's heading: at the left it
            left the right half of its row empty (twenty-third design review). */}
        <BandHeading
          title={title}
          subtitle={subtitle}
          dark={dark}
          className="max-w-3xl sm:mx-auto sm:text-center"
        />
        <ol data-layout="list" className="mt-8 grid sm:mt-12 lg:grid-cols-2 lg:gap-x-16">
          {items.map((item, index) => (
            <li
              key={item.title}
              className={`flex gap-4 border-t py-5 sm:gap-6 sm:py-7 ${dark ? 'border-white/15' : 'border-slate-900/10'}`}
            >
              <span
                aria-hidden="true"
                className={`w-8 shrink-0 text-2xl font-extrabold tabular-nums sm:w-10 sm:text-3xl ${dark ? 'text-accent-300' : 'text-brand-600'}`}
              >
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <h3
                  className={`flex items-center gap-2 text-lg font-bold ${dark ? 'text-white' : 'text-slate-950'}`}
                >
                  <Icon
                    name={item.icon}
                    className={`size-5 shrink-0 ${dark ? 'text-accent-300' : 'text-brand-600'}`}
                  />
                  {item.title}
                </h3>
                <p
                  className={`mt-1.5 leading-7 max-sm:leading-6 ${dark ? 'text-brand-100' : 'text-slate-600'}`}
                >
                  {item.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </Container>
    </section>
  );
}

/** Reasons per row on desktops, by their count: a row of four at most, each row full. */
const rowColumns: Record<number, string> = {
  2: 'lg:grid-cols-2',
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-3',
  6: 'lg:grid-cols-3',
  7: 'lg:grid-cols-4',
  8: 'lg:grid-cols-4',
};

/**
 * The heading over the reasons in one row, each icon over its words under a rule; no cards. A
 * shape of its own for a page's "why" section, where five pages drew the same bento (eighteenth
 * design review). Beside the reasons, two by two, the heading left an empty column under it,
 * whether centred on it or at its top (twenty-second and twenty-third).
 */
export function IconCardRow({
  title,
  subtitle,
  tone = 'white',
  items,
  block,
}: {
  title: string;
  subtitle?: string;
  tone?: SectionTone;
  items: Item[];
  block: string;
}) {
  const dark = tone === 'dark';
  const rule = dark ? 'border-white/20' : 'border-brand-200';
  const heading = dark ? 'text-white' : 'text-slate-950';
  const body = dark ? 'text-brand-100' : 'text-slate-600';
  return (
    <section data-block={block} {...bandProps(tone)}>
      <Container>
        <BandHeading title={title} subtitle={subtitle} dark={dark} />
        <ul
          data-layout="row"
          className={`mt-10 grid gap-8 sm:mt-12 sm:grid-cols-2 sm:gap-x-10 ${rowColumns[items.length] ?? rowColumns[4]}`}
        >
          {items.map((item) => (
            <li key={item.title} className={`border-t-2 pt-6 ${rule}`}>
              <IconTile name={item.icon} tone={dark ? 'onDark' : undefined} />
              <h3 className={`mt-4 text-lg font-bold ${heading}`}>{item.title}</h3>
              <p className={`mt-2 leading-7 ${body}`}>{item.description}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * A card's columns on a desktop's six-column grid, by its place among the `count` cards: the lead
 * takes four and the card beside it two; the rest run in thirds, and a row that three would not
 * fill is shared in halves: two cards, or the last four as two rows of two. Only a lone card under
 * the first row spans the row. One card across two or three thirds left half of it empty, its
 * words on one side (eighth, eleventh and twelfth design reviews). On tablets, rows of two under
 * a full-width lead, the last card across its row when it would be alone.
 */
function spanOf(index: number, count: number): string {
  if (index === 0) return 'sm:col-span-2 lg:col-span-4';
  const tablet = index === count - 1 && (count - 1) % 2 === 1 ? 'sm:col-span-2' : '';
  if (index === 1) return `${tablet} lg:col-span-2`;
  const below = count - 2;
  const fromEnd = count - index;
  const desktop =
    below === 1
      ? 'lg:col-span-6'
      : (below % 3 === 2 && fromEnd <= 2) || (below % 3 === 1 && fromEnd <= 4)
        ? 'lg:col-span-3'
        : 'lg:col-span-2';
  return `${tablet} ${desktop}`;
}

/** A compact bento: the first card large and filled, the others around it. */
export function IconCardBento({ items }: { items: Item[] }) {
  const [lead, ...rest] = items;
  if (!lead) return null;
  return (
    <ul data-layout="bento" className="grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-6">
      {/* One row high, as the card beside it: two rows high, it left a block of empty colour
          between its icon and its words (sixth design review). No faint icon in its corner: the
          card's corner cut it into a stray shape (fifteenth). */}
      <li
        className={`flex flex-col justify-between gap-6 rounded-card bg-brand-700 p-6 text-white shadow-card sm:p-8 ${spanOf(0, items.length)}`}
      >
        <IconTile name={lead.icon} tone="onDark" />
        <div>
          <h3 className="text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
            {lead.title}
          </h3>
          {/* Across the card: held to 36 rem it left the card's right third empty (twenty-third). */}
          <p className="mt-3 text-lg leading-8 text-brand-100">{lead.description}</p>
        </div>
      </li>
      {rest.map((item, index) => {
        // Every card starts at its top, icon over title, so titles in a row line up (twelfth
        // design review); the card beside the lead too: set like the lead, icon at the top and
        // words at the foot, its title floated away from its icon (fifteenth and sixteenth).
        return (
          <li
            key={item.title}
            className={`flex flex-col gap-5 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6 ${spanOf(index + 1, items.length)}`}
          >
            <IconTile name={item.icon} />
            <div>
              <h3 className="text-lg font-bold text-slate-950 sm:text-xl">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-600">{item.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
