import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KnowMoreStrip } from '@/components/know-more/know-more-strip.client';
import { expectAccessible, shippedStrings } from './support';

const t = shippedStrings('fr');
const strings = {
  title: t('blog.related'),
  previous: t('knowMore.previous'),
  next: t('knowMore.next'),
  newTab: t('link.newTab'),
};
/** Five cards to in-page anchors: opening one changes the hash, nothing leaves the test page. */
const items = [1, 2, 3, 4, 5].map((n) => ({ href: `#carte-${n}`, title: `Article ${n}`, image: null }));

const track = () => page.getByRole('region', { name: strings.title }).getByRole('list');
const trackEl = () => track().element() as HTMLUListElement;
/** One step: a card's width and the gap (snap points are whole pixels). */
const step = () =>
  trackEl().querySelector('li')!.getBoundingClientRect().width +
  parseFloat(getComputedStyle(trackEl()).columnGap);
const offBy = (steps: number) => () => Math.abs(Math.round(trackEl().scrollLeft) - steps * step());
const cards = () => page.getByRole('region', { name: strings.title }).getByRole('link');

beforeEach(async () => {
  history.replaceState(null, '', location.pathname + location.search);
  // A phone-sized page: a few cards in view, the rest to scroll to.
  await page.viewport(480, 900);
});

describe('the know-more strip (docs/product.md#blog)', () => {
  it('moves one step by the buttons and by the arrow keys, focus on the next card', async () => {
    await render(<KnowMoreStrip items={items} strings={strings} />);
    await expectAccessible();
    await page.getByRole('button', { name: strings.next }).click();
    await expect.poll(offBy(1)).toBeLessThan(2);
    await page.getByRole('button', { name: strings.previous }).click();
    await expect.poll(offBy(0)).toBeLessThan(2);

    (cards().first().element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(cards().nth(1)).toHaveFocus();
    await expect.poll(offBy(1)).toBeLessThan(2);
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(cards().first()).toHaveFocus();
    await expect.poll(offBy(0)).toBeLessThan(2);
    expect(location.hash).toBe('');
  });

  it('a mouse drag under 100 px springs back, 100 px or more moves one step; no card opens; a click does', async () => {
    await render(<KnowMoreStrip items={items} strings={strings} />);
    const { width, height } = trackEl().getBoundingClientRect();
    const drag = (dx: number) =>
      userEvent.dragAndDrop(track(), track(), {
        sourcePosition: { x: width - 40, y: height / 2 },
        targetPosition: { x: width - 40 + dx, y: height / 2 },
      });
    await drag(-60);
    await expect.poll(offBy(0)).toBeLessThan(2);
    await drag(-140);
    await expect.poll(offBy(1)).toBeLessThan(2);
    expect(location.hash).toBe('');

    await cards().nth(1).click();
    expect(location.hash).toBe('#carte-2');
  });

  it('an external card opens in a new tab, and says so', async () => {
    await render(
      <KnowMoreStrip
        items={[...items.slice(0, 2), { href: 'https://example.org/guide', title: 'Guide', image: null }]}
        strings={strings}
      />,
    );
    const external = cards().nth(2);
    await expect.element(external).toHaveAttribute('target', '_blank');
    await expect.element(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect.element(external).toHaveTextContent(strings.newTab);
    await expect.element(cards().first()).not.toHaveAttribute('target');
  });
});
