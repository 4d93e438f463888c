/** The screens of the documents area: the organisations' documents and one device's. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const documentsScreens: AreaScreen[] = [
  {
    areaId: 'documents',
    path: paths.documents.pattern,
    load: async () => (await import('../../features/documents/pages/documents-page')).DocumentsPage,
  },
  {
    areaId: 'documents',
    path: paths.deviceDocuments.pattern,
    load: async () =>
      (await import('../../features/documents/pages/device-documents-page')).DeviceDocumentsPage,
  },
];
