/** The screens of the contacts area: contact persons and their portal access. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const contactsScreens: AreaScreen[] = [
  {
    areaId: 'contacts',
    path: paths.contacts.pattern,
    load: async () => (await import('../../features/contacts/pages/contacts-page')).ContactsPage,
  },
];
