import type { Locale } from '@dav/contract';
import { DAY_PRODUCT_KINDS, DAY_QUANTITY, DAY_SLIDER_STEPS, type DayProductKind } from '@dav/rules';
import type { Translate } from '@/lib/i18n/translator';

const perKind = (value: (kind: DayProductKind) => string) =>
  Object.fromEntries(DAY_PRODUCT_KINDS.map((kind) => [kind, value(kind)])) as Record<DayProductKind, string>;

/** Every string the slider shows, translated on the server (docs/architecture.md: the island gets its strings). */
export interface DayStrings {
  label: string;
  /** "Step 2 of 5", already filled for each step (index 0 is step 1). */
  progress: string[];
  /** The heading of each step, 1 to 5. */
  headings: string[];
  /** What is announced on arriving at each step: its progress and heading. */
  announce: string[];
  /** A line of the summary; holds `{title}`, `{label}` and `{quantity}`. */
  summaryLine: string;
  next: string;
  skip: string;
  back: string;
  select: string;
  selected: string;
  /** The quantity control's label per kind (a theme has none). */
  quantity: Record<DayProductKind, string>;
  /** Its step and bounds, worded. */
  quantityHint: Record<DayProductKind, string>;
  themeMissing: string;
  empty: string;
  summaryTitle: string;
  none: string;
  kinds: Record<DayProductKind, string>;
  formTitle: string;
}

const STEP_KEYS = [
  'day.step.theme',
  'day.step.room',
  'day.step.lunch',
  'day.step.goodie',
  'day.step.summary',
] as const;

export function dayStrings(t: Translate, locale: Locale): DayStrings {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    label: t('day.slider'),
    progress: Array.from({ length: DAY_SLIDER_STEPS }, (_, i) =>
      t('day.progress', { current: i + 1, total: DAY_SLIDER_STEPS }),
    ),
    headings: STEP_KEYS.map((key) => t(key)),
    announce: STEP_KEYS.map((key, i) =>
      t('day.announce', {
        progress: t('day.progress', { current: i + 1, total: DAY_SLIDER_STEPS }),
        heading: t(key),
      }),
    ),
    summaryLine: t('day.summary.line', { title: '{title}', label: '{label}', quantity: '{quantity}' }),
    next: t('day.next'),
    skip: t('day.skip'),
    back: t('day.back'),
    select: t('day.select'),
    selected: t('day.selected'),
    quantity: {
      theme: '',
      room: t('day.quantity.room'),
      lunch: t('day.quantity.lunch'),
      goodie: t('day.quantity.goodie'),
    },
    quantityHint: perKind((kind) => {
      const { min, max, step } = DAY_QUANTITY[kind];
      return t('day.quantity.hint', {
        step: number.format(step),
        min: number.format(min),
        max: number.format(max),
      });
    }),
    themeMissing: t('day.themeMissing'),
    empty: t('day.empty'),
    summaryTitle: t('day.summary.title'),
    none: t('day.summary.none'),
    kinds: perKind((kind) => t(`day.kind.${kind}`)),
    formTitle: t('day.form.title'),
  };
}
