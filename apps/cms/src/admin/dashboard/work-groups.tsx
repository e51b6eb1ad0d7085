import type { AdminLanguage, AdminText } from '../../i18n/languages';
import { GROUP_HEADINGS } from '../../i18n/texts/work';
import { itemText } from './labels';
import type { WorkGroup, WorkItem } from './work';

const LIST_STYLE = { margin: '0.25rem 0 0', paddingInlineStart: '1.25rem' } as const;
/** Each link at least 24 px high, a line apart: WCAG 2.2 target size (2.5.8) for lists of links. */
export const TARGET_STYLE = { display: 'inline-block', minHeight: '24px', lineHeight: '24px' } as const;

/** Counts as links to the lists they count; nothing waiting is shown too, as 0, never hidden. */
function WorkList({ items, lang }: { items: WorkItem[]; lang: AdminLanguage }) {
  return (
    <ul style={LIST_STYLE}>
      {items.map((item, i) => (
        <li
          key={`${item.key}-${item.collection ?? item.global ?? ''}-${item.locale ?? ''}-${item.title ?? i}`}
        >
          {item.href ? (
            <a href={item.href} style={TARGET_STYLE}>
              {itemText(item, lang)}
            </a>
          ) : (
            itemText(item, lang)
          )}
          {item.items?.length ? <WorkList items={item.items} lang={lang} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** A role's work, one titled list per kind of work. */
export function WorkGroups({
  groups,
  lang,
  idPrefix,
}: {
  groups: WorkGroup[];
  lang: AdminLanguage;
  idPrefix: string;
}) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${idPrefix}-${group.key}`}>
          <h4 id={`${idPrefix}-${group.key}`} style={{ margin: '0.75rem 0 0' }}>
            {(GROUP_HEADINGS as Record<string, AdminText | undefined>)[group.key]?.[lang] ?? group.key}
          </h4>
          <WorkList items={group.items} lang={lang} />
        </section>
      ))}
    </>
  );
}
