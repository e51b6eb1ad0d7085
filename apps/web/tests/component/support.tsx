import axe from 'axe-core';
import { useState } from 'react';
import { expect } from 'vitest';
import { FormFieldSchema, type Locale } from '@dav/contract';
import type { FormValue } from '@dav/rules';
import type { FieldProps } from '@/features/forms/fields/field-props';
import { formStrings } from '@/features/forms/form-strings';
import { translator } from '@/lib/i18n/translator';
import { AA_TAGS } from '../axe-tags';
import '@/styles/globals.css';

/** The site's shipped UI strings: the server's translator with no `trads` from the CMS. */
export const shippedStrings = (locale: Locale) => translator(locale, {});

/** axe on the rendered widget in its current state: no violation. */
export async function expectAccessible(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: AA_TAGS },
    // A widget rendered alone has no page around it: no landmark, title or language to check.
    rules: { region: { enabled: false }, 'page-has-heading-one': { enabled: false } },
  });
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

type FieldComponent = (props: FieldProps) => React.ReactNode;

/**
 * A form field as the form engine renders it (apps/web/src/features/forms/form-engine.client.tsx):
 * its definition parsed as the CMS sends it, its value kept in state, the language's strings.
 */
export function FieldHarness({
  Field,
  definition,
  locale = 'en',
  initial = '',
}: {
  Field: FieldComponent;
  definition: Record<string, unknown>;
  locale?: Locale;
  initial?: FormValue;
}) {
  const field = FormFieldSchema.parse(definition);
  const [value, setValue] = useState<FormValue>(initial);
  const id = `f-${field.name}`;
  return (
    <main lang={locale}>
      <h1>{field.label}</h1>
      <Field
        field={field}
        value={value}
        onChange={setValue}
        error={null}
        ids={{ control: id, label: `${id}-label`, hint: `${id}-hint`, error: `${id}-error` }}
        strings={formStrings(shippedStrings(locale))}
        locale={locale}
      />
      <output data-testid="value">{String(value)}</output>
    </main>
  );
}
