import { localeCodes, localizePath, ui, waitForHydration } from '../support/e2e';
import { expect, test } from '../support/fixtures';

for (const locale of localeCodes) {
  test(`footer: product, legal and language links are localised; © 2024 Ludiqo (${locale})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/blog', locale));
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const expectLink = (key: string, route: string) =>
      expect(footer.getByRole('link', { name: ui(locale, key), exact: true })).toHaveAttribute(
        'href',
        localizePath(route, locale),
      );
    await expectLink('nav.platform', '/plataforma');
    await expectLink('nav.pricing', '/pricing');
    await expectLink('nav.blog', '/blog');
    await expectLink('footer.games', '/games');
    await expectLink('nav.affiliates', '/affiliates');
    await expectLink('footer.terms', '/condiciones-legales');
    await expectLink('footer.privacy', '/politica-privacidad');
    await expectLink('footer.cookies', '/politica-cookies');
    await expectLink('footer.faqs', '/pricing#faqs');
    await expect(footer).toContainText('© 2024 Ludiqo');

    const legal = footer.getByRole('navigation', { name: ui(locale, 'footer.legal') });
    await expect(legal.getByRole('link')).toHaveCount(4);
    await legal.getByRole('link', { name: ui(locale, 'footer.terms') }).click();
    await expect(page).toHaveURL(localizePath('/condiciones-legales', locale));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
