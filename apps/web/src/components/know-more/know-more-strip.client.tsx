'use client';

import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { Image } from '@dav/contract';
import { isExternalHref } from '@dav/rules';
import { isStill, readDeviceFlags } from '@/hooks/use-device-flags';
import { untilHydrated } from '@/components/ui/until-hydrated';
import { useHydrated } from '@/hooks/use-hydrated';
import { settleDrag, stepFrom } from './strip-step';
import styles from './know-more-strip.module.css';

export interface KnowMoreItem {
  href: string;
  title: string;
  image: Image | null;
}

export interface KnowMoreStrings {
  title: string;
  previous: string;
  next: string;
  newTab: string;
}

/** A pointer drag in progress: where it started, and how far the strip was scrolled then. */
interface Drag {
  id: number;
  x: number;
  scroll: number;
  captured: boolean;
}

/**
 * The know-more strip (docs/product.md#blog, SPEC 2.3): thumbnails in a row that scrolls natively
 * (scroll snap, touch and wheel as the browser does them), and also moves by a mouse drag — 100 px
 * or more is one step, less springs back and a click still opens the card —, by the arrow keys
 * (one step, focus on the card) and by the previous and next buttons (dragging is never the only
 * way: WCAG 2.5.7). An internal card opens in the same tab; an external one in a new tab, said.
 */
export function KnowMoreStrip({ items, strings }: { items: KnowMoreItem[]; strings: KnowMoreStrings }) {
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  const hydrated = useHydrated();
  const suppressClick = useRef(false);

  const metrics = () => {
    const el = track.current!;
    const first = el.querySelector<HTMLElement>('li');
    const gap = Number.parseFloat(getComputedStyle(el).columnGap) || 0;
    return { el, step: (first?.offsetWidth ?? el.clientWidth) + gap, max: el.scrollWidth - el.clientWidth };
  };
  const scrollTo = (left: number) =>
    track.current?.scrollTo({ left, behavior: isStill(readDeviceFlags()) ? 'auto' : 'smooth' });
  const move = (direction: 1 | -1) => {
    const { el, step, max } = metrics();
    scrollTo(stepFrom(el.scrollLeft, direction, step, max));
  };

  const onPointerDown = (event: PointerEvent<HTMLUListElement>) => {
    // Touch and pens scroll the strip natively; the mouse drags it.
    if (event.pointerType !== 'mouse' || event.button !== 0) return;
    drag.current = {
      id: event.pointerId,
      x: event.clientX,
      scroll: track.current!.scrollLeft,
      captured: false,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLUListElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    const dx = event.clientX - current.x;
    if (!current.captured && Math.abs(dx) > 3) {
      // From here on it is a drag, not a click: the strip follows the pointer, snapping paused.
      current.captured = true;
      setDragging(true);
      track.current!.setPointerCapture(event.pointerId);
    }
    track.current!.scrollLeft = current.scroll - dx;
  };
  const onPointerUp = (event: PointerEvent<HTMLUListElement>) => {
    const current = drag.current;
    if (!current || current.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    const dx = event.clientX - current.x;
    const { step, max } = metrics();
    const settled = settleDrag(current.scroll, dx, step, max);
    // A drag that moved the strip is not a click on the card under the pointer.
    suppressClick.current = settled !== current.scroll;
    scrollTo(settled);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const links = [...track.current!.querySelectorAll<HTMLAnchorElement>('a[href]')];
    const index = links.findIndex((link) => link === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    const next = links[index + (event.key === 'ArrowRight' ? 1 : -1)];
    if (!next) return;
    next.focus({ preventScroll: true });
    move(event.key === 'ArrowRight' ? 1 : -1);
  };

  return (
    <section aria-labelledby={`${id}-title`} className={styles.strip}>
      <div className={styles.bar}>
        <h2 id={`${id}-title`} className={styles.title}>
          {strings.title}
        </h2>
        <div className={styles.buttons}>
          <button
            type="button"
            {...untilHydrated(hydrated, styles.button)}
            aria-controls={`${id}-track`}
            onClick={() => move(-1)}
          >
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{strings.previous}</span>
          </button>
          <button
            type="button"
            {...untilHydrated(hydrated, styles.button)}
            aria-controls={`${id}-track`}
            onClick={() => move(1)}
          >
            <span aria-hidden="true">→</span>
            <span className="visually-hidden">{strings.next}</span>
          </button>
        </div>
      </div>
      <ul
        id={`${id}-track`}
        ref={track}
        className={`${styles.track} ${dragging ? styles.dragging : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        onClickCapture={(event) => {
          if (!suppressClick.current) return;
          suppressClick.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
        onDragStart={(event) => event.preventDefault()}
      >
        {items.map((item) => {
          const external = isExternalHref(item.href);
          return (
            <li key={item.href} className={styles.item}>
              <a
                href={item.href}
                className={styles.card}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {item.image ? (
                  // Decorative: the title says where the card leads.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img
                    src={item.image.url}
                    alt=""
                    width={item.image.width ?? undefined}
                    height={item.image.height ?? undefined}
                    loading="lazy"
                    draggable={false}
                    className={styles.image}
                  />
                ) : null}
                <span className={styles.cardTitle}>{item.title}</span>
                {external ? <span className={styles.newTab}>{strings.newTab}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
