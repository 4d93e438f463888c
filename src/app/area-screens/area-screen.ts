/**
 * A built screen of a business area: its route, the area whose `view` permission guards it, and its
 * page, loaded lazily. Each group of areas lists its screens in a file of its own in this folder;
 * the router mounts them, and an area without a screen for its main path shows its empty state.
 */
import type { ComponentType } from 'react';
import type { AreaId } from '../navigation/areas';

export interface AreaScreen {
  areaId: AreaId;
  /** A route pattern from paths.ts. */
  path: string;
  load: () => Promise<ComponentType>;
}
