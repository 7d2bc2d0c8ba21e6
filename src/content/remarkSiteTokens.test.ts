import { evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { freeTrialDays } from '../data/pricing';
import { remarkSiteTokens } from './remarkSiteTokens';

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
      '# Essai de {{trialDays}} jours\n\nEssayez *gratuitement* pendant {{trialDays}} jours.\n\n<abbr title="{{trialDays}} jours">essai</abbr>\n',
    );
    expect(html).toContain(`<h1>Essai de ${freeTrialDays} jours</h1>`);
    expect(html).toContain(`<em>gratuitement</em> pendant ${freeTrialDays} jours.</p>`);
    expect(html).toContain(`title="${freeTrialDays} jours"`);
  });

  it('stops the build on a token the site does not have, naming it and the known ones', async () => {
    await expect(render('content/es/a.mdx', 'Prueba {{trialDay}} días.')).rejects.toThrow(
      /unknown token \{\{trialDay\}\}: a body may use \{\{trialDays\}\}/,
    );
  });

  it('needs the locale folder to write numbers in the page’s language', async () => {
    await expect(render('elsewhere/a.mdx', '{{trialDays}}')).rejects.toThrow(/content\/<locale>/);
  });
});
