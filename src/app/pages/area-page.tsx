/**
 * The page of a business area: its screen, or, for a user who may not view the area, a notice with a
 * way back to their home page.
 */
import type { ComponentType } from 'react';
import { useAppAbility } from '../../permissions/ability-context';
import { areas, type AreaId } from '../navigation/areas';
import { ForbiddenNotice } from './forbidden-notice';

export function AreaPage({ areaId, screen: Screen }: { areaId: AreaId; screen: ComponentType }) {
  const ability = useAppAbility();
  if (!ability.can('view', areas[areaId].group)) return <ForbiddenNotice />;
  return <Screen />;
}
