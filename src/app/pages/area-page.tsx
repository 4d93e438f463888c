/**
 * The page of a business area whose screens come in a later issue: the area's honest empty state,
 * or, for a user who may not view the area, a notice with a way back to their home page.
 */
import { useLingui } from '@lingui/react';
import { useAppAbility } from '../../permissions/ability-context';
import { AreaEmptyState } from '../../ui/area-empty-state';
import { areas, type AreaId } from '../navigation/areas';
import { ForbiddenNotice } from './forbidden-notice';

export function AreaPage({ areaId }: { areaId: AreaId }) {
  const { _ } = useLingui();
  const ability = useAppAbility();
  const area = areas[areaId];
  if (!ability.can('view', area.group)) return <ForbiddenNotice />;
  return <AreaEmptyState title={_(area.label)} description={_(area.description)} icon={area.icon} />;
}
