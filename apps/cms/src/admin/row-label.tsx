'use client';

import { useRowLabel, useTranslation } from '@payloadcms/ui';

export interface RowLabelProps {
  /** Row data keys whose values name the row, joined by " · " (e.g. a form field: name and type). */
  keys: string[];
}

/**
 * Names an array row by its content (a form field by its name and type, a menu link by its label)
 * rather than Payload's "Row 01". Set on every array by `translateConfig` (./translate-config.ts).
 */
export function RowLabel({ keys }: RowLabelProps) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>();
  const { t } = useTranslation();
  const parts = keys
    .map((key) => data?.[key])
    .filter((value): value is string | number => typeof value === 'string' || typeof value === 'number')
    .map(String)
    .filter((value) => value.trim() !== '');
  if (parts.length > 0) return <span>{parts.join(' · ')}</span>;
  return <span>{`${t('general:row')} ${String((rowNumber ?? 0) + 1).padStart(2, '0')}`}</span>;
}
