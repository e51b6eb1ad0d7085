'use client';

import { useSearchParams } from 'next/navigation';
import type { FormDefinition, Locale } from '@dav/contract';
import { FormEngine } from '@/features/forms/form-engine.client';
import type { FormStrings } from '@/features/forms/form-strings';
import { preselected } from '@/features/forms/form-values';

interface ContactFormProps {
  definition: FormDefinition;
  locale: Locale;
  strings: FormStrings;
}

/** The field `?youare=` preselects (SPEC 2.4: a link may say who the visitor is). */
const PRESELECTED = 'youare';

/**
 * The contact form with `?youare=` read in the browser: the page stays one static document per
 * site, and this leaf alone waits for the query (under Suspense, with the same form as fallback).
 */
export function ContactForm({ definition, locale, strings }: ContactFormProps) {
  const youare = useSearchParams().get(PRESELECTED);
  // A new `?youare=` (the header's "A project?" link, followed from this page) starts the form anew.
  return (
    <FormEngine
      key={youare ?? ''}
      definition={definition}
      locale={locale}
      strings={strings}
      initialValues={preselected(definition, PRESELECTED, youare)}
    />
  );
}
