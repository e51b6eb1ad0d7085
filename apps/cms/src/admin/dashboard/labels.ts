import type { AdminLanguage } from '../../i18n/languages';
import { COLLECTION_LABELS, GLOBAL_LABELS } from '../../i18n/texts/entities';
import { ITEM_TEXTS, LANGUAGE_NAMES, MISSING_LANGUAGE, NAMED_TEXTS, withCount } from '../../i18n/texts/work';
import type { WorkItem } from './work';

/** An item's text in `lang`, with its count: what its link says. */
export function itemText(item: WorkItem, lang: AdminLanguage): string {
  const collection = item.collection
    ? (COLLECTION_LABELS[item.collection]?.plural[lang] ?? item.collection)
    : '';
  let label: string;
  if (item.title !== undefined) label = item.title;
  else if (item.key === 'missingLanguage')
    label = MISSING_LANGUAGE[lang](
      collection,
      LANGUAGE_NAMES[item.locale ?? '']?.[lang] ?? item.locale ?? '',
    );
  else if (item.global)
    label = NAMED_TEXTS.globalDraft[lang](GLOBAL_LABELS[item.global]?.[lang] ?? item.global);
  else if (item.key in NAMED_TEXTS)
    label = NAMED_TEXTS[item.key as keyof typeof NAMED_TEXTS][lang](collection);
  else label = ITEM_TEXTS[item.key]?.[lang] ?? item.key;
  return withCount(lang, label, item.count);
}
