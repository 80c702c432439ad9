import { describe, expect, it } from 'vitest';
import { AMERICAS_SERVICE_AREAS, EXPERTS_BY_COUNTRY } from '../../content/dashboards/map-data.ts';
import { countryName, regionMap, worldMap } from './projection.ts';

describe('build-time maps', () => {
  it('knows every country the sample data names (a wrong ISO id would fail the build)', () => {
    for (const entry of [...EXPERTS_BY_COUNTRY, ...AMERICAS_SERVICE_AREAS]) expect(countryName(entry.id)).toBeTruthy();
  });
  it('places markers inside the world map, west to east', () => {
    const map = worldMap(960);
    const [usX, usY] = map.project([-98, 39]);
    const [inX] = map.project([78, 22]);
    expect(usX).toBeGreaterThan(0);
    expect(usY).toBeGreaterThan(0);
    expect(usY).toBeLessThan(map.height);
    expect(inX).toBeGreaterThan(usX);
  });
  it('keeps the inline SVG small enough to ship in every page', () => {
    const world = worldMap(960);
    expect(world.land.length + world.borders.length + world.sphere.length).toBeLessThan(24_000);
    const americas = regionMap(
      AMERICAS_SERVICE_AREAS.map((a) => a.id),
      640,
      720,
      -78,
    );
    const total =
      americas.land.length + americas.borders.length + AMERICAS_SERVICE_AREAS.reduce((sum, a) => sum + americas.country(a.id).length, 0);
    expect(total).toBeLessThan(24_000);
  });
});
