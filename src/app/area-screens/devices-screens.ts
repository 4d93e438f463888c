/** The screens of the devices areas: overview, detail, legal supervision, mandatory checklist, contracts, refrigerant. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const devicesScreens: AreaScreen[] = [
  {
    areaId: 'devicesOverview',
    path: paths.devicesOverview.pattern,
    load: async () =>
      (await import('../../features/devices/pages/devices-overview-page')).DevicesOverviewPage,
  },
  {
    areaId: 'devicesOverview',
    path: paths.deviceDetail.pattern,
    load: async () => (await import('../../features/devices/pages/device-detail-page')).DeviceDetailPage,
  },
  {
    areaId: 'legalSupervision',
    path: paths.legalSupervision.pattern,
    load: async () =>
      (await import('../../features/devices/pages/legal-supervision-page')).LegalSupervisionPage,
  },
  {
    areaId: 'mandatoryChecklist',
    path: paths.mandatoryChecklist.pattern,
    load: async () =>
      (await import('../../features/devices/pages/mandatory-checklist-page')).MandatoryChecklistPage,
  },
  {
    areaId: 'refrigerantTransactions',
    path: paths.refrigerantTransactions.pattern,
    load: async () =>
      (await import('../../features/devices/pages/refrigerant-transactions-page'))
        .RefrigerantTransactionsPage,
  },
  {
    areaId: 'contracts',
    path: paths.contracts.pattern,
    load: async () => (await import('../../features/devices/pages/contracts-page')).ContractsPage,
  },
  {
    areaId: 'contracts',
    path: paths.contractDetail.pattern,
    load: async () => (await import('../../features/devices/pages/contract-detail-page')).ContractDetailPage,
  },
];
