/**
 * UK spellings, refused in English copy (US English is the house style). Common words are
 * listed with their US form; other words are caught by their endings, and only when the US
 * dictionary knows the US form and not the UK one ("colour" → "color", but never "tour").
 */
export const ukWords: Readonly<Record<string, string>> = {
  programme: 'program',
  programmes: 'programs',
  unauthorised: 'unauthorized',
  authorised: 'authorized',
  organisation: 'organization',
  organisations: 'organizations',
  behaviour: 'behavior',
  behaviours: 'behaviors',
  colour: 'color',
  colours: 'colors',
  centre: 'center',
  centres: 'centers',
  licence: 'license',
  licences: 'licenses',
  catalogue: 'catalog',
  catalogues: 'catalogs',
  analyse: 'analyze',
  defence: 'defense',
  offence: 'offense',
  travelled: 'traveled',
  cancelled: 'canceled',
  labelled: 'labeled',
  modelling: 'modeling',
  enrol: 'enroll',
  enrolment: 'enrollment',
  fulfil: 'fulfill',
  fulfilment: 'fulfillment',
  judgement: 'judgment',
  learnt: 'learned',
  whilst: 'while',
  amongst: 'among',
};

/** UK ending → US ending, tried in order on a lower-case word. */
const endings: readonly [RegExp, string][] = [
  [/our(s|ed|ing|ite|ites|able)?$/, 'or$1'],
  [/is(e|es|ed|ing|er|ers|ation|ations|ational|ationally)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/tre(s)?$/, 'ter$1'],
  [/ogue(s)?$/, 'og$1'],
];

/** The US forms a word would have if it were a UK spelling, to look up in the US dictionary. */
export function usCandidates(word: string): string[] {
  const lower = word.toLowerCase();
  const listed = ukWords[lower];
  if (listed) return [listed];
  return endings.flatMap(([pattern, us]) =>
    pattern.test(lower) ? [lower.replace(pattern, us)] : [],
  );
}
