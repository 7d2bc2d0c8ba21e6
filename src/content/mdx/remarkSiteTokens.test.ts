import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { audiences } from '../../data/pricing';
import { remarkSiteTokens } from './remarkSiteTokens';

const trialDays = audiences.creators.plans[0]!.trial!.days;

/** An MDX body compiled as the build compiles it, rendered to HTML. */
async function render(path: string, value: string): Promise<string> {
  const { default: Content } = await evaluate(
    { path, value },
    {
      ...runtime,
      remarkPlugins: [remarkSiteTokens],
    },
  );
  return renderToStaticMarkup(createElement(Content));
}

describe('remarkSiteTokens', () => {
  it('fills tokens in headings, prose and string props, as if the figure had been typed', async () => {
    const html = await render(
      'content/fr/essai.mdx',
      '# Essai de {{creatorTrialDays}} jours\n\nEssayez *gratuitement* pendant {{creatorTrialDays}} jours.\n\n<abbr title="{{creatorTrialDays}} jours">essai</abbr>\n',
    );
    expect(html).toContain(`<h1>Essai de ${trialDays} jours</h1>`);
    expect(html).toContain(`<em>gratuitement</em> pendant ${trialDays} jours.</p>`);
    expect(html).toContain(`title="${trialDays} jours"`);
  });

  it('stops the build on a token the site does not have, naming it and the known ones', async () => {
    await expect(render('content/es/a.mdx', 'Prueba {{trialDay}} días.')).rejects.toThrow(
      /unknown token \{\{trialDay\}\}: a body may use \{\{firstExperienceMinutes\}\}/,
    );
  });

  it('needs the locale folder to write numbers in the page’s language', async () => {
    await expect(render('elsewhere/a.mdx', '{{creatorTrialDays}}')).rejects.toThrow(
      /content\/<locale>/,
    );
  });
});
