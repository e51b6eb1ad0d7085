import type { PostListResponse, PostResponse, SubsidiaryResponse } from '@dav/contract';
import { cmsJson, expect, expectAccessible, siteUrl, test } from '../fixtures';

/** The blog (docs/product.md#blog) as a reader uses it, on the seeded posts. */

test.describe('blog', () => {
  test('newest first, then a category and the oldest first, 9 at a time, and Back', async ({ page }) => {
    const newest = await cmsJson<PostListResponse>('/wp-json/api/fr/posts');
    await page.goto(siteUrl('fr', '/blog'));
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    const cards = page.getByRole('region', { name: 'Articles' }).getByRole('article');
    await expect(cards).toHaveCount(9);
    await expect(cards.first().getByRole('heading')).toHaveText(newest.items[0]!.title);
    await expect(page.getByRole('status')).toHaveText(`9 articles affichés sur ${newest.total}`);
    await expectAccessible(page);

    // Show more: the next nine, focus on the first new one.
    await page.getByRole('link', { name: 'Afficher plus d’articles' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2#article-10$/);
    await expect(cards).toHaveCount(Math.min(18, newest.total));
    await expect(page.locator('#article-10 a')).toBeFocused();

    // A category, oldest first, with the keyboard.
    await page.getByLabel('Catégorie').selectOption({ label: 'Tech' });
    await page.getByLabel('Ordre').selectOption({ label: 'Les plus anciens d’abord' });
    await page.getByRole('button', { name: 'Afficher', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/blog\?category=tech&order=asc$/);
    const tech = await cmsJson<PostListResponse>('/wp-json/api/fr/posts?category=tech&order=asc');
    await expect(cards).toHaveCount(tech.total);
    await expect(cards.first().getByRole('heading')).toHaveText(tech.items[0]!.title);
    await expect(page.getByLabel('Catégorie')).toHaveValue('tech');
    await expectAccessible(page);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?page=2#article-10$/);
    await expect(cards).toHaveCount(Math.min(18, newest.total));
  });

  test('a post: its body, author, breadcrumb, related posts, translations and Article data', async ({
    page,
  }) => {
    const list = await cmsJson<PostListResponse>('/wp-json/api/en/posts');
    const card = list.items[0]!;
    const post = await cmsJson<PostResponse>(`/wp-json/api/en/posts/${card.slug}`);
    await page.goto(siteUrl('en', '/blog'));
    await page.getByRole('link', { name: card.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${card.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: /breadcrumb/i });
    await expect(breadcrumb.getByRole('link', { name: 'News' })).toHaveAttribute('href', '/blog');
    await expect(page.getByText(`By ${post.author!.name}`)).toBeVisible();
    const heading = post.body.find((b) => b.type === 'heading');
    const headingText =
      heading?.type === 'heading' && heading.children[0]?.type === 'text' ? heading.children[0].text : '';
    expect(headingText).not.toBe('');
    await expect(page.getByRole('heading', { level: 2, name: headingText })).toBeVisible();
    const cover = page.locator('article img').first();
    await expect(cover).toHaveAttribute('width', '1200');
    await expect(cover).toHaveAttribute('fetchpriority', 'high');
    // Decoded with the first paint, and no stylesheet to wait for on a first visit: the styles of
    // its lazy pieces (strip, gallery) are inlined with the rest (docs/architecture.md#client-javascript).
    await expect(cover).toHaveAttribute('decoding', 'sync');
    const firstVisit = await page.evaluate(() => fetch(location.href).then((res) => res.text()));
    expect(firstVisit).toContain('<style');
    expect(firstVisit).not.toContain('rel="stylesheet"');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({ '@type': 'Article', headline: post.title, inLanguage: 'en' });
    const french = post.translations.find((t) => t.lang === 'fr')!;
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      new RegExp(`/blog/${french.slug}$`),
    );
    await expectAccessible(page);
  });

  // How the strip moves (buttons, arrow keys, a mouse drag) is a component test
  // (tests/component/know-more-strip.test.tsx); here, its cards are the post's related posts.
  test('the related strip: a click on a card opens that post', async ({ page }) => {
    const { items } = await cmsJson<PostListResponse>('/wp-json/api/fr/posts?order=asc&page=1');
    const candidates = await Promise.all(
      items.map((card) => cmsJson<PostResponse>(`/wp-json/api/fr/posts/${card.slug}`)),
    );
    const post = candidates.find((p) => p.related.length === 3)!;
    await page.goto(siteUrl('fr', `/blog/${post.slug}`));
    const strip = page.getByRole('region', { name: 'À lire aussi' });
    const cards = strip.getByRole('link');
    await expect(cards).toHaveCount(3);
    // A click opens the card.
    const second = post.related[1]!;
    await cards.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${second.slug}$`));
  });

  test('a page’s know-more block: internal cards in the tab, an external one in a new tab, said', async ({
    page,
  }) => {
    await page.goto(siteUrl('fr', '/nos-formations'));
    const strip = page.getByRole('region', { name: 'En savoir plus' });
    const cards = strip.getByRole('link');
    await expect(cards).toHaveCount(3);
    await expect(cards.first()).toHaveAttribute('href', '/blog');
    await expect(cards.first()).not.toHaveAttribute('target', '_blank');
    const external = cards.nth(2);
    await expect(external).toHaveAttribute('href', 'https://www.francecompetences.fr/');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await expect(external).toContainText("(s'ouvre dans un nouvel onglet)");
    await expectAccessible(page);
    await cards.first().click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('an unknown post is the 404 page; the /script variants show no shell', async ({ page }) => {
    const missing = await page.goto(siteUrl('fr', '/blog/aucun-article-de-ce-nom'));
    expect(missing?.status()).toBe(404);
    await page.goto(siteUrl('fr', '/blog/script'));
    await expect(page.getByRole('heading', { level: 1, name: 'Actualités' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a video in a post plays in the site’s player, with its captions', async ({ page }) => {
    const lyon = await cmsJson<SubsidiaryResponse>('/wp-json/api/fr/subsidiaries/dav-lyon');
    const candidates = await Promise.all(
      lyon.news.map((card) => cmsJson<PostResponse>(`/wp-json/api/fr/posts/${card.slug}`)),
    );
    const post = candidates.find((p) => p.body.some((block) => block.type === 'video'))!;
    await page.goto(siteUrl('fr', `/blog/${post.slug}`));
    const player = page.locator('article [data-state]').first();
    await expect(player).toHaveAttribute('data-state', 'paused');
    await expect(player.locator('track[kind="captions"]')).toHaveAttribute('srclang', 'fr');
    await player.getByRole('button', { name: 'Lire la vidéo' }).click();
    await expect(player).toHaveAttribute('data-state', /playing|waiting|ended/);
    await expectAccessible(page);
  });
});
