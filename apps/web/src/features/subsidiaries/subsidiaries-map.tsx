import type { Region, SubsidiaryCard } from '@dav/contract';
import type { Translate } from '@/lib/i18n/translator';
import { subsidiaryHref } from './subsidiaries-url';
import { projectFrame, REGION_FRAMES, type Frame } from './world-map';
import styles from './subsidiaries.module.css';

export const regionLabel = (t: Translate, region: Region) =>
  t(region === 'europe' ? 'subsidiaries.europe' : 'subsidiaries.northAmerica');

const pinLabel = (t: Translate, s: SubsidiaryCard) =>
  t('subsidiaries.pin', { title: s.title, cities: s.cities.join(', ') || s.title });

/** One inset: the land of its frame and a pin per subsidiary in it; each pin is a link. */
function Inset({
  frame,
  title,
  subsidiaries,
  t,
  linked = true,
}: {
  frame: Frame;
  title: string;
  subsidiaries: SubsidiaryCard[];
  t: Translate;
  linked?: boolean;
}) {
  const map = projectFrame(frame);
  const pins = subsidiaries.flatMap((s) => {
    const at = s.coordinates ? map.place(s.coordinates) : null;
    return at ? [{ subsidiary: s, ...at }] : [];
  });
  return (
    <svg
      viewBox={`0 0 ${map.width} ${map.height}`}
      className={styles.inset}
      role={linked ? 'group' : 'img'}
      aria-label={title}
    >
      <rect width={map.width} height={map.height} className={styles.sea} />
      <path d={map.land} className={styles.land} aria-hidden="true" />
      {pins.map(({ subsidiary, x, y }) => {
        const pin = (
          <g transform={`translate(${x} ${y})`}>
            <circle r="16" className={styles.pinHalo} />
            <circle r="8" className={styles.pin} />
          </g>
        );
        return linked ? (
          <a
            key={subsidiary.id}
            href={subsidiaryHref(subsidiary.slug)}
            className={styles.pinLink}
            aria-label={pinLabel(t, subsidiary)}
          >
            <title>{pinLabel(t, subsidiary)}</title>
            {pin}
          </a>
        ) : (
          <g key={subsidiary.id}>{pin}</g>
        );
      })}
    </svg>
  );
}

/**
 * docs/product.md#subsidiaries: the map, an SVG drawn on the server (no script): one inset per
 * region shown, a pin per subsidiary linking to its page, named by its title and cities. The
 * list below says the same in text.
 */
export function SubsidiariesMap({
  subsidiaries,
  regions,
  t,
}: {
  subsidiaries: SubsidiaryCard[];
  regions: Region[];
  t: Translate;
}) {
  return (
    <figure className={styles.map} aria-label={t('subsidiaries.map')}>
      {regions.map((region) => (
        <div key={region} className={styles.insetFrame} data-region={region}>
          <p className={styles.insetTitle} aria-hidden="true">
            {regionLabel(t, region)}
          </p>
          <Inset
            frame={REGION_FRAMES[region]}
            title={regionLabel(t, region)}
            subsidiaries={subsidiaries.filter((s) => s.region === region)}
            t={t}
          />
        </div>
      ))}
    </figure>
  );
}

/** One subsidiary's place, for its side panel: a picture (named by its title), no links. */
export function PlaceMap({
  subsidiary,
  frame,
  t,
}: {
  subsidiary: SubsidiaryCard;
  frame: Frame;
  t: Translate;
}) {
  return (
    <Inset
      frame={frame}
      title={t('subsidiaries.mapOf', { title: subsidiary.title })}
      subsidiaries={[subsidiary]}
      t={t}
      linked={false}
    />
  );
}
