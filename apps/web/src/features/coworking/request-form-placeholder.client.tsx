'use client';

import { useState } from 'react';
import type { FormDefinition, FormField, Locale } from '@dav/contract';
import type { FormValues } from '@dav/rules';

/** Stands in for the shared form engine (features/forms) until it lands; same props. */
export interface FormEngineProps {
  definition: FormDefinition;
  locale: Locale;
  strings: unknown;
  initialValues?: FormValues;
  extraFields?: FormField[];
  onValuesChange?: (values: FormValues) => void;
  idPrefix?: string;
}

export function FormEngine({ definition, initialValues, extraFields = [], onValuesChange, idPrefix = 'form' }: FormEngineProps) {
  const [values, setValues] = useState<FormValues>(initialValues ?? {});
  const fields = [...definition.fields, ...extraFields];
  return (
    <form>
      {fields.map((field) => (
        <p key={field.name}>
          <label htmlFor={`${idPrefix}-${field.name}`}>{field.label}</label>
          <input
            id={`${idPrefix}-${field.name}`}
            name={field.name}
            type={field.type === 'number' ? 'number' : 'text'}
            min={field.min ?? undefined}
            max={field.max ?? undefined}
            defaultValue={typeof values[field.name] === 'string' ? (values[field.name] as string) : (field.value ?? '')}
            onChange={(event) => {
              const next = { ...values, [field.name]: event.target.value };
              setValues(next);
              onValuesChange?.(next);
            }}
          />
        </p>
      ))}
    </form>
  );
}
