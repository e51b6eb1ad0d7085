import { ABOUT, expect, expectAccessible, siteUrl, test } from '../fixtures';

// German has the longest labels of the four languages: if its header holds, the others do.
const PAGE = siteUrl('de', `/${ABOUT.de}`);

test.describe('header layout and keyboard', () => {
  test('on a desktop the CMS links sit in one row, inside the window, before the burger', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PAGE);
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Hauptnavigation' });
    // The seeded Menus › Header menu (about, jobs) and Header › links (about again, news), once each.
    for (const name of [
      'Ein Projekt?',
      'Über uns',
      'Stellenangebote',
      'Aktuelles',
      'Unsere Tochtergesellschaften',
    ])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Über uns', exact: true })).toHaveCount(1);

    const burger = await banner.getByRole('button', { name: 'Menü öffnen' }).boundingBox();
    const boxes = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().toJSON() as DOMRect));
    const middles = boxes.filter((b) => b.width > 0).map((b) => b.top + b.height / 2);
    expect(Math.max(...middles) - Math.min(...middles), 'links on one row').toBeLessThanOrEqual(4);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(burger!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });

  test('on a phone only the project link and the burger show, and the keyboard reaches both', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(PAGE);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Aktuelles', exact: true })).toBeHidden();
    const project = banner.getByRole('link', { name: 'Ein Projekt?' });
    const burger = banner.getByRole('button', { name: 'Menü öffnen' });
    await expect(project).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const focused: string[] = [];
    for (let i = 0; i < 6 && !focused.includes('burger'); i++) {
      await page.keyboard.press('Tab');
      if (await project.evaluate((el) => el === document.activeElement)) focused.push('project');
      if (await burger.evaluate((el) => el === document.activeElement)) focused.push('burger');
    }
    expect(focused).toEqual(['project', 'burger']);
    await expectAccessible(page);
  });
});
