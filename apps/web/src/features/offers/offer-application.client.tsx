'use client';

import { useId, useState } from 'react';
import type { FormDefinition, Image, Locale } from '@dav/contract';
import { candidateCheck } from '@/features/applications/candidate-check';
import { FormEngine } from '@/features/forms/form-engine.client';
import type { FormStrings } from '@/features/forms/form-strings';
import styles from './offers.module.css';

export interface ManagerChoice {
  id: string;
  name: string;
  /** The position in its masculine or feminine form, in the page language. */
  position: string;
  photo: Image | null;
}

export interface ApplicationStrings {
  title: string;
  chooseSubsidiary: string;
  chooseManager: string;
  /** "… {manager} will answer you." */
  text: string;
  noManager: string;
}

interface OfferApplicationProps {
  /** The offer's slug in the page language: the application names it. */
  offer: string;
  subsidiaries: { slug: string; label: string }[];
  managers: ManagerChoice[];
  strings: ApplicationStrings;
  /** The CMS's `application` form; null if it is missing (the choices still show). */
  /** `permalink`: the offer page's path, where the form posts without JavaScript. */
  form: { definition: FormDefinition; strings: FormStrings; locale: Locale; permalink?: string } | null;
}

/**
 * The application area of an offer (docs/product.md#job-offers): the subsidiary and the
 * recruiter the candidate chooses, sent as the `subsidiary` and `_managers_id` fields of the
 * application form below them (docs/product.md#applications), with the offer's slug.
 */
export function OfferApplication({ offer, subsidiaries, managers, strings, form }: OfferApplicationProps) {
  const [subsidiary, setSubsidiary] = useState(subsidiaries[0]?.slug ?? '');
  const [managerId, setManagerId] = useState(managers[0]?.id ?? '');
  const ids = useId();
  const manager = managers.find((m) => m.id === managerId);
  return (
    <section id="postuler" tabIndex={-1} aria-labelledby={`${ids}-titre`} className={styles.apply}>
      <h2 id={`${ids}-titre`} className={styles.sectionTitle}>
        {strings.title}
      </h2>
      {subsidiaries.length > 1 ? (
        <p className={styles.field}>
          <label htmlFor={`${ids}-filiale`}>{strings.chooseSubsidiary}</label>
          <select
            id={`${ids}-filiale`}
            value={subsidiary}
            onChange={(event) => setSubsidiary(event.target.value)}
          >
            {subsidiaries.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.label}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {managers.length > 1 ? (
        <fieldset className={styles.managers}>
          <legend>{strings.chooseManager}</legend>
          {managers.map((m) => (
            <label key={m.id} className={styles.manager}>
              <input
                type="radio"
                name={`${ids}-manager`}
                value={m.id}
                checked={m.id === managerId}
                onChange={() => setManagerId(m.id)}
              />
              <ManagerCard manager={m} />
            </label>
          ))}
        </fieldset>
      ) : manager ? (
        <div className={styles.manager}>
          <ManagerCard manager={manager} />
        </div>
      ) : null}
      <p>{strings.text.replace('{manager}', manager?.name ?? strings.noManager)}</p>
      {form ? (
        <FormEngine
          {...form}
          idPrefix="offre-"
          initialValues={{ youare: 'candidate' }}
          fixedValues={{ offer, subsidiary, _managers_id: managerId }}
          beforeSend={candidateCheck}
        />
      ) : null}
    </section>
  );
}

function ManagerCard({ manager }: { manager: ManagerChoice }) {
  return (
    <span className={styles.managerCard}>
      {manager.photo ? (
        // A small portrait from the CMS's media proxy; alt empty: the name beside it says who.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={manager.photo.url}
          alt=""
          width={56}
          height={56}
          className={styles.managerPhoto}
          loading="lazy"
        />
      ) : (
        <span aria-hidden="true" className={styles.managerInitials}>
          {manager.name
            .split(/\s+/)
            .map((part) => part[0])
            .join('')
            .slice(0, 2)}
        </span>
      )}
      <span>
        <span className={styles.managerName}>{manager.name}</span>
        <span className={styles.managerPosition}>{manager.position}</span>
      </span>
    </span>
  );
}
