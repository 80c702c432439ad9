/**
 * Build-time map geometry. Runs only while Astro prerenders: it projects Natural Earth's 1:110m countries
 * (world-atlas) with d3-geo and hands back SVG path data, so the pages ship inline SVG and no map JavaScript,
 * and no tile server is needed at run time.
 */
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature, mesh } from 'topojson-client';
import { geoEqualEarth, geoNaturalEarth1, geoPath, type GeoPermissibleObjects, type GeoProjection } from 'd3-geo';
import countriesTopology from 'world-atlas/countries-110m.json';
import { encodePolylines, PolylineCollector, type EncodeOptions } from './path-encoding.ts';

interface CountryProperties {
  name: string;
}
type CountryFeature = Feature<Geometry, CountryProperties>;

const topology = countriesTopology as unknown as Topology<{
  countries: GeometryCollection<CountryProperties>;
  land: GeometryCollection;
}>;
const countries: CountryFeature[] = feature(topology, topology.objects.countries).features;
const land = feature(topology, topology.objects.land);
/** Borders between two countries only, so coastlines are not drawn twice. */
const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);

function draw(projection: GeoProjection, object: GeoPermissibleObjects, options?: EncodeOptions): string {
  const collector = new PolylineCollector();
  geoPath(projection, collector)(object);
  return encodePolylines(collector.lines, options);
}

function countryById(id: string): CountryFeature {
  const found = countries.find((c) => c.id === id);
  if (!found) throw new Error(`No country with ISO 3166 numeric id "${id}" in world-atlas countries-110m: check the map data`);
  return found;
}

export interface ProjectedMap {
  width: number;
  height: number;
  /** The globe's outline (oceans), land, and internal borders, as path data. */
  sphere: string;
  land: string;
  borders: string;
  /** Screen position of a longitude/latitude, rounded to a tenth of a pixel. */
  project: (lonLat: readonly [number, number]) => [number, number];
  /** Path data of one country by its ISO 3166-1 numeric id ("076" for Brazil). */
  country: (id: string) => string;
}

function projectedMap(projection: GeoProjection, width: number, height: number): ProjectedMap {
  return {
    width,
    height,
    sphere: draw(projection, { type: 'Sphere' }),
    land: draw(projection, land),
    borders: draw(projection, borders, { tolerance: 0.9 }),
    project: (lonLat) => {
      const [x, y] = projection([lonLat[0], lonLat[1]]) ?? [Number.NaN, Number.NaN];
      return [Math.round(x * 10) / 10, Math.round(y * 10) / 10];
    },
    country: (id) => draw(projection, countryById(id)),
  };
}

let world: ProjectedMap | undefined;

/** The whole world in the Equal Earth projection (areas stay comparable, which suits counts per country). */
export function worldMap(width = 960): ProjectedMap {
  if (world?.width === width) return world;
  const projection = geoEqualEarth().fitWidth(width, { type: 'Sphere' });
  const [[, top], [, bottom]] = geoPath(projection).bounds({ type: 'Sphere' });
  world = projectedMap(projection, width, Math.ceil(bottom - top));
  return world;
}

/**
 * A region framed around the given countries, rotated so its centre meridian is upright; everything outside the
 * frame is clipped so only visible outlines are written into the page.
 */
export function regionMap(countryIds: readonly string[], width: number, height: number, centreLongitude: number): ProjectedMap {
  const focus: FeatureCollection<Geometry, CountryProperties> = {
    type: 'FeatureCollection',
    features: countryIds.map(countryById),
  };
  const padding = 8;
  const projection = geoNaturalEarth1()
    .rotate([-centreLongitude, 0])
    .fitExtent(
      [
        [padding, padding],
        [width - padding, height - padding],
      ],
      focus,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
  return projectedMap(projection, width, height);
}

/** Country name as world-atlas spells it (used to check the demo data's ids in tests). */
export function countryName(id: string): string {
  return countryById(id).properties.name;
}
