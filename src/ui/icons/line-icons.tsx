/**
 * The portal's icon set: simple 24×24 line icons drawn with `currentColor`, so they follow the text
 * colour in light and dark mode. Kept in one file on purpose: each icon is data (a few shapes), not a
 * component with behaviour. Icons are decorative (`aria-hidden`); the control they sit in has the name.
 */
import { Icon, type IconProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type LineIcon = (props: IconProps) => ReactNode;

function lineIcon(displayName: string, shapes: ReactNode): LineIcon {
  function LineIconComponent(props: IconProps) {
    return (
      <Icon {...props}>
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {shapes}
        </svg>
      </Icon>
    );
  }
  LineIconComponent.displayName = displayName;
  return LineIconComponent;
}

export const MenuIcon = lineIcon('MenuIcon', <path d="M4 6h16M4 12h16M4 18h16" />);
export const SnowflakeIcon = lineIcon(
  'SnowflakeIcon',
  <path d="M2 12h20M12 2v20m8-6-4-4 4-4M4 8l4 4-4 4m12-12-4 4-4-4m0 16 4-4 4 4" />,
);
export const DashboardIcon = lineIcon(
  'DashboardIcon',
  <>
    <rect x="3" y="3" width="7" height="9" rx="1" />
    <rect x="14" y="3" width="7" height="5" rx="1" />
    <rect x="14" y="12" width="7" height="9" rx="1" />
    <rect x="3" y="16" width="7" height="5" rx="1" />
  </>,
);
export const DeviceIcon = lineIcon(
  'DeviceIcon',
  <path d="M6 12H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 8h12m.3 9.7a2.5 2.5 0 0 1-3.16 3.83 2.53 2.53 0 0 1-1.14-2V12m-5.4 3.6A2 2 0 1 0 10 17v-5" />,
);
export const ChecklistIcon = lineIcon(
  'ChecklistIcon',
  <path d="m3 17 2 2 4-4M3 7l2 2 4-4m4 1h8m-8 6h8m-8 6h8" />,
);
export const ShieldCheckIcon = lineIcon(
  'ShieldCheckIcon',
  <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1zm-11-1 2 2 4-4" />,
);
export const ClipboardIcon = lineIcon(
  'ClipboardIcon',
  <>
    <rect x="8" y="2" width="8" height="4" rx="1" />
    <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2m4 7h4m-4 5h4m-8-5h.01M8 16h.01" />
  </>,
);
export const FileTextIcon = lineIcon(
  'FileTextIcon',
  <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7zm-1 0v4a2 2 0 0 0 2 2h4M10 9H8m8 4H8m8 4H8" />,
);
export const ReceiptIcon = lineIcon(
  'ReceiptIcon',
  <path d="M4 2v20l2-1 2 1 2-1 2 1 2-1 2 1 2-1 2 1V2l-2 1-2-1-2 1-2-1-2 1-2-1-2 1zm11.5 6.5a4 4 0 1 0 0 7M7.5 11h5m-5 2h5" />,
);
export const TaskIcon = lineIcon(
  'TaskIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="2" />
    <path d="m9 12 2 2 4-4" />
  </>,
);
export const UsersIcon = lineIcon(
  'UsersIcon',
  <>
    <path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2m20 0v-2a4 4 0 0 0-3-3.87m-3-12a4 4 0 0 1 0 7.75" />
    <circle cx="9" cy="7" r="4" />
  </>,
);
export const CalendarIcon = lineIcon(
  'CalendarIcon',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4m-5 4h18" />
  </>,
);
/** A calendar with one day marked: the technician's day. */
export const CalendarDayIcon = lineIcon(
  'CalendarDayIcon',
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4m-5 4h18" />
    <rect x="8" y="13" width="4" height="4" rx="0.5" />
  </>,
);
export const ContactIcon = lineIcon(
  'ContactIcon',
  <>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <circle cx="8" cy="12" r="2" />
    <path d="M14 10h4m-4 4h4" />
  </>,
);
export const RoleIcon = lineIcon(
  'RoleIcon',
  <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z" />,
);
export const ContractIcon = lineIcon(
  'ContractIcon',
  <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7zm-1 0v4a2 2 0 0 0 2 2h4m-11 7 2 2 4-4" />,
);
export const BuildingIcon = lineIcon(
  'BuildingIcon',
  <path d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18zm0-10H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2m12-13h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4m-4 4h4m-4 4h4m-4 4h4" />,
);
export const ActivityIcon = lineIcon('ActivityIcon', <path d="M22 12h-4l-3 9L9 3l-3 9H2" />);
export const ClockIcon = lineIcon(
  'ClockIcon',
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const ChartIcon = lineIcon('ChartIcon', <path d="M3 3v18h18M18 17V9m-5 8V5m-5 12v-3" />);
export const DropletIcon = lineIcon(
  'DropletIcon',
  <path d="M12 22a7 7 0 0 0 7-7c0-2-1-3.9-3-5.5s-3.5-4-4-6.5c-.5 2.5-2 4.9-4 6.5C6 11.1 5 13 5 15a7 7 0 0 0 7 7" />,
);
export const FolderIcon = lineIcon(
  'FolderIcon',
  <path d="M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2z" />,
);
export const HistoryIcon = lineIcon(
  'HistoryIcon',
  <path d="M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8m0-5v5h5m4-1v5l4 2" />,
);
export const SunIcon = lineIcon(
  'SunIcon',
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2m0 16v2M4.93 4.93l1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </>,
);
export const MoonIcon = lineIcon('MoonIcon', <path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9" />);
export const LogoutIcon = lineIcon(
  'LogoutIcon',
  <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4m7 14 5-5-5-5m5 5H9" />,
);
export const ChevronDownIcon = lineIcon('ChevronDownIcon', <path d="m6 9 6 6 6-6" />);
export const ArrowLeftIcon = lineIcon('ArrowLeftIcon', <path d="m12 19-7-7 7-7m7 7H5" />);
export const RefreshIcon = lineIcon(
  'RefreshIcon',
  <>
    <path d="M21 12a9 9 0 0 1-15.5 6.2L3 16" />
    <path d="M3 12a9 9 0 0 1 15.5-6.2L21 8" />
    <path d="M21 3v5h-5M3 21v-5h5" />
  </>,
);
export const PlusIcon = lineIcon('PlusIcon', <path d="M12 5v14M5 12h14" />);
export const SearchIcon = lineIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m21 21-4.3-4.3" />
  </>,
);
export const CloudOffIcon = lineIcon(
  'CloudOffIcon',
  <>
    <path d="M2 2l20 20" />
    <path d="M5.8 8.2A6 6 0 0 0 7 20h10.5M21 16.7A4.5 4.5 0 0 0 17.5 9h-.6a7 7 0 0 0-7.7-4.6" />
  </>,
);
export const CloudCheckIcon = lineIcon(
  'CloudCheckIcon',
  <>
    <path d="M17.5 19H7a5 5 0 1 1 1.2-9.9A7 7 0 0 1 21 12.5 4.5 4.5 0 0 1 17.5 19z" />
    <path d="m9.5 14 2 2 4-4" />
  </>,
);
export const CloudSyncIcon = lineIcon(
  'CloudSyncIcon',
  <>
    <path d="M17.5 19H7a5 5 0 1 1 1.2-9.9A7 7 0 0 1 21 12.5 4.5 4.5 0 0 1 17.5 19z" />
    <path d="M9.3 13.6a2.8 2.8 0 0 1 4.9-1.4m.5 2.2a2.8 2.8 0 0 1-4.9 1.4" />
    <path d="M14.6 10.6v1.8h-1.8m-3.4 4.4v-1.8h1.8" />
  </>,
);
export const UploadIcon = lineIcon(
  'UploadIcon',
  <>
    <path d="M12 16V4m-5 5 5-5 5 5" />
    <path d="M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </>,
);
export const AlertIcon = lineIcon(
  'AlertIcon',
  <>
    <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
    <path d="M12 9v4m0 4h.01" />
  </>,
);
export const MessageIcon = lineIcon(
  'MessageIcon',
  <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />,
);
export const PaperclipIcon = lineIcon(
  'PaperclipIcon',
  <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />,
);
