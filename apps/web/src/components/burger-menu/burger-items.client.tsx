'use client';

import { useRef, useState } from 'react';
import { readDeviceFlags } from '@/hooks/use-device-flags';
import { ChevronIcon } from '../icons/chevron-icon';
import type { MenuItemEntry } from './menu-entries';
import { MenuLink } from './menu-link.client';
import styles from './burger-items.module.css';

/**
 * Menu items with submenus (docs/product.md#shell-burger-menu): on desktop (> 1024 px) a submenu opens on hover; everywhere
 * a click (or Enter/Space) toggles it, and opening one closes the other.
 */
export function BurgerItems({ items, newTabLabel }: { items: MenuItemEntry[]; newTabLabel: string }) {
  const [openId, setOpenId] = useState<string | null>(null);
  // A click right after a hover opened the submenu keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const hover = (id: string | null) => {
    // Desktop: wider than a tablet, with a pointer that hovers (not a finger).
    const { isTablet, isTouch } = readDeviceFlags();
    if (isTablet || isTouch) return;
    openedByHover.current = id !== null;
    setOpenId(id);
  };
  const toggle = (id: string) => {
    const keep = openId === id && openedByHover.current;
    openedByHover.current = false;
    if (!keep) setOpenId(openId === id ? null : id);
  };
  return (
    <ul className={styles.items}>
      {items.map((item) =>
        item.children.length === 0 ? (
          <li key={item.id} className={styles.item}>
            <MenuLink entry={item} newTabLabel={newTabLabel} className={styles.itemLink} />
          </li>
        ) : (
          <li
            key={item.id}
            className={styles.item}
            onMouseEnter={() => hover(item.id)}
            onMouseLeave={() => hover(null)}
          >
            <button
              type="button"
              className={styles.itemLink}
              aria-expanded={openId === item.id}
              aria-controls={`submenu-${item.id}`}
              onClick={() => toggle(item.id)}
            >
              {item.label}
              <ChevronIcon />
            </button>
            <ul
              id={`submenu-${item.id}`}
              className={styles.submenu}
              aria-label={item.submenuLabel ?? undefined}
              hidden={openId !== item.id}
            >
              {item.children.map((child) => (
                <li key={child.id}>
                  <MenuLink entry={child} newTabLabel={newTabLabel} className={styles.subLink} />
                </li>
              ))}
            </ul>
          </li>
        ),
      )}
    </ul>
  );
}
