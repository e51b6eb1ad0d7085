import { geoMercator, geoPath } from 'd3-geo';
import type { FeatureCollection, MultiPoint } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json';
import type { Coordinates, Region } from '@dav/contract';

/*
 * The subsidiaries' map (docs/architecture.md#subsidiaries), drawn on the server: the world's
 * countries (Natural Earth 1:110m, world-atlas) projected with d3-geo into one SVG per region.
 * Nothing of it reaches the browser but the SVG.
 */

/** A drawing area: its size in SVG units and the part of the world it shows. */
export interface Frame {
  width: number;
  height: number;
  /** West, south, east, north, in degrees. */
  bounds: readonly [number, number, number, number];
}

/** The two insets: Europe, and the east of North America (where the subsidiaries are). */
export const REGION_FRAMES: Record<Region, Frame> = {
  europe: { width: 600, height: 480, bounds: [-10, 35.5, 17, 55] },
  'north-america': { width: 600, height: 480, bounds: [-98, 30, -54, 56] },
};

/** Around one place: its side panel's map. */
export function frameAround({ latitude, longitude }: Coordinates): Frame {
  return { width: 480, height: 360, bounds: [longitude - 5, latitude - 3, longitude + 5, latitude + 3] };
}

export interface ProjectedMap {
  width: number;
  height: number;
  /** Every country of the frame, one path (`d`); borders are its stroke. */
  land: string;
  /** Where a place falls in the frame, or null when outside it. */
  place(coordinates: Coordinates): { x: number; y: number } | null;
}

const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;
let countries: FeatureCollection | null = null;
const countriesOnce = () =>
  (countries ??= feature(topology, topology.objects.countries) as FeatureCollection);

const drawn = new Map<string, ProjectedMap>();

/** The frame drawn: its land and a projection for pins. Pure, and kept per frame (the atlas never changes). */
export function projectFrame(frame: Frame): ProjectedMap {
  const key = `${frame.width}x${frame.height}:${frame.bounds.join(',')}`;
  const known = drawn.get(key);
  if (known) return known;
  const [west, south, east, north] = frame.bounds;
  const corners: MultiPoint = {
    type: 'MultiPoint',
    coordinates: [
      [west, south],
      [east, north],
    ],
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [0, 0],
        [frame.width, frame.height],
      ],
      corners,
    )
    .clipExtent([
      [0, 0],
      [frame.width, frame.height],
    ]);
  // One decimal is a tenth of an SVG unit: invisible, and it keeps the path short.
  const land = geoPath(projection).digits(1)(countriesOnce()) ?? '';
  const map: ProjectedMap = {
    width: frame.width,
    height: frame.height,
    land,
    place({ latitude, longitude }) {
      const point = projection([longitude, latitude]);
      if (!point) return null;
      const [x, y] = point;
      if (x < 0 || y < 0 || x > frame.width || y > frame.height) return null;
      return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 };
    },
  };
  drawn.set(key, map);
  return map;
}
