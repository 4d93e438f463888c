import { describe, expect, it } from 'vitest';
import { areas, type AreaId } from '../navigation/areas';
import { areaScreens } from './index';

describe('area screens', () => {
  it('give every area of the menu a screen at its main path', () => {
    const missing = (Object.keys(areas) as AreaId[]).filter(
      (id) => !areaScreens.some((screen) => screen.areaId === id && screen.path === areas[id].path),
    );
    expect(missing).toEqual([]);
  });

  it('mount each path once', () => {
    const paths = areaScreens.map((screen) => screen.path);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
