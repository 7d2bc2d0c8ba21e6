import { describe, expect, it } from 'vitest';
import { setLocalizedRoutes } from '../../i18n/urls';
import { failedRender, sourceOfPage } from './failedRender';

describe('a page React left to the browser is found', () => {
  it('in a production build, by its marker', () => {
    expect(failedRender('<main><!--$!--><template></template><!--/$--></main>')).toBe(
      'a component threw while pre-rendering',
    );
  });

  it("in a development build, with React's reason", () => {
    const html =
      '<!--$!--><template data-msg="Switched to client rendering because the server rendering errored:\n\n&lt;SiteValue name=&quot;nope&quot; /&gt; is not a site value" data-stck="at x"></template><!--/$-->';
    expect(failedRender(html)).toBe('<SiteValue name="nope" /> is not a site value');
  });

  it('not in a page that rendered', () => {
    expect(failedRender('<main><!--$--><p>ok</p><!--/$--></main>')).toBeNull();
  });

  it('names the source file of a page, at its URL in its locale', () => {
    setLocalizedRoutes(() => ({ '/blog/post': { fr: '/blog/article' } }));
    expect(sourceOfPage('/en/blog/post/')).toBe('content/en/blog/post.mdx');
    expect(sourceOfPage('/fr/blog/article/')).toBe('content/fr/blog/post.mdx');
    expect(sourceOfPage('/')).toBe('content/es/index.mdx');
  });
});
