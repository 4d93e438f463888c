/**
 * The page of a business area: its screen when it is built, else the area's honest empty state;
 * for a user who may not view the area, a notice with a way back to their home page.
 */
import { useLingui } from '@lingui/react';
import type { ComponentType } from 'react';
import { useAppAbility } from '../../permissions/ability-context';
import { AreaEmptyState } from '../../ui/area-empty-state';
import { areas, type AreaId } from '../navigation/areas';
import { ForbiddenNotice } from './forbidden-notice';

export function AreaPage({ areaId, screen: Screen }: { areaId: AreaId; screen?: ComponentType | undefined }) {
  const { _ } = useLingui();
  const ability = useAppAbility();
  const area = areas[areaId];
  if (!ability.can('view', area.group)) return <ForbiddenNotice />;
  if (Screen) return <Screen />;
  return <AreaEmptyState title={_(area.label)} description={_(area.description)} icon={area.icon} />;
}
