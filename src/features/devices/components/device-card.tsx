/**
 * One device in a list: number, name, type, brand and model, location, refrigerant with its charge,
 * and the next leak check with its status. The whole card is one link to the device's page, so it
 * is one tab stop and reads as the device's name to a screen reader.
 */
import { useLingui } from '@lingui/react/macro';
import { memo, type CSSProperties, type Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { detailPaths } from '../../../lib/detail-paths';
import { PendingBadge } from '../../../sync/pending-badge';
import type { DeviceListItem } from '../device-search';
import { formatKg } from '../device-format';
import type { DeviceRow } from '../devices.queries';
import '../../../ui/list-card.css';
import './device-card.css';
import { DueStatusBadge } from '../../../ui/due-status-badge';

/** Where a virtualized list puts the card: its index and the list's size, and its offset from the top. */
export interface DeviceCardPlacement {
  index: number;
  setSize: number;
  offsetY: number;
  /** Space below the card, part of its measured height. */
  gap: number;
}

interface DeviceCardProps {
  item: DeviceListItem<DeviceRow>;
  ref?: Ref<HTMLLIElement>;
  placement?: DeviceCardPlacement;
}

function placementProps(placement: DeviceCardPlacement | undefined) {
  if (!placement) return {};
  const style: CSSProperties = {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    paddingBottom: placement.gap,
    transform: `translateY(${placement.offsetY}px)`,
  };
  return {
    'data-index': placement.index,
    'aria-posinset': placement.index + 1,
    'aria-setsize': placement.setSize,
    style,
  };
}

/**
 * Memoized on its item and placement (compared field by field): a keystroke in the overview's search
 * re-renders the list, and a card whose device and position stay the same is not rendered again.
 */
export const DeviceCard = memo(
  function DeviceCard({ item, ref, placement }: DeviceCardProps) {
    const { t } = useLingui();
    const locale = activeLocale();
    const { device } = item;
    const brandModel = [device.brand, device.model].filter(Boolean).join(' ');
    const place = [device.room, item.organisationName].filter(Boolean).join(' · ');
    // Plain elements with the classes of list-card.css and device-card.css: see there why.
    return (
      <li ref={ref} {...placementProps(placement)}>
        <div className="list-card list-card--link device-card">
          <div className="list-card__head">
            <div className="device-card__title">
              <p className="device-card__number">{device.number}</p>
              <RouterLink className="list-card__link" to={detailPaths.deviceDetail.href(device.id)}>
                {device.name}
              </RouterLink>
            </div>
            <div className="list-card__badges">
              {device.syncPending && <PendingBadge />}
              {item.inspectionStatus && <DueStatusBadge status={item.inspectionStatus} />}
            </div>
          </div>
          <div className="list-card__details">
            {item.typeName && <p>{item.typeName}</p>}
            {brandModel && <p>{brandModel}</p>}
            {device.refrigerant && (
              <p>
                {device.chargeKg === null
                  ? device.refrigerant
                  : `${device.refrigerant} · ${formatKg(device.chargeKg, locale)}`}
              </p>
            )}
            {item.nextLeakCheck && <p>{t`Lekcontrole ${formatDate(item.nextLeakCheck, locale)}`}</p>}
          </div>
          {place && <p className="list-card__text list-card__clamp device-card__place">{place}</p>}
        </div>
      </li>
    );
  },
  (before, after) =>
    before.item === after.item &&
    before.ref === after.ref &&
    before.placement?.index === after.placement?.index &&
    before.placement?.setSize === after.placement?.setSize &&
    before.placement?.offsetY === after.placement?.offsetY &&
    before.placement?.gap === after.placement?.gap,
);
