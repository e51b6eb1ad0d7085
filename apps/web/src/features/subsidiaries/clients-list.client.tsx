'use client';

import { useRef, useState } from 'react';
import type { Client } from '@dav/contract';
import { untilHydrated } from '@/components/ui/until-hydrated';
import { useHydrated } from '@/hooks/use-hydrated';
import styles from './clients-list.module.css';

/** Clients shown before "view more" (docs/product.md#subsidiaries). */
export const CLIENTS_SHOWN = 6;

/**
 * A subsidiary's clients: the first six, then a "view more" button that shows the rest and moves
 * focus to the first of them (the button goes away: there is nothing more to show). A client with
 * a site links to it in a new tab, said. Until the page is hydrated the button says it is busy.
 */
export function ClientsList({
  clients,
  moreLabel,
  newTab,
}: {
  clients: Client[];
  moreLabel: string;
  newTab: string;
}) {
  const [all, setAll] = useState(clients.length <= CLIENTS_SHOWN);
  const firstMore = useRef<HTMLLIElement>(null);
  const hydrated = useHydrated();
  const shown = all ? clients : clients.slice(0, CLIENTS_SHOWN);
  return (
    <>
      <ul className={styles.clients}>
        {shown.map((client, index) => (
          <li
            key={`${client.name}-${index}`}
            ref={index === CLIENTS_SHOWN ? firstMore : undefined}
            tabIndex={index === CLIENTS_SHOWN ? -1 : undefined}
            className={styles.client}
          >
            {client.logo ? (
              // The name is written beside it: the logo is decorative.
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={client.logo.url}
                alt=""
                width={client.logo.width ?? undefined}
                height={client.logo.height ?? undefined}
                loading="lazy"
                className={styles.clientLogo}
              />
            ) : null}
            {client.url ? (
              <a href={client.url} target="_blank" rel="noopener noreferrer" className={styles.clientName}>
                {client.name} <span className={styles.newTab}>{newTab}</span>
              </a>
            ) : (
              <span className={styles.clientName}>{client.name}</span>
            )}
          </li>
        ))}
      </ul>
      {all ? null : (
        <p className={styles.moreClients}>
          <button
            type="button"
            {...untilHydrated(hydrated, 'button button-ghost')}
            onClick={() => {
              setAll(true);
              requestAnimationFrame(() => firstMore.current?.focus());
            }}
          >
            {moreLabel}
          </button>
        </p>
      )}
    </>
  );
}
