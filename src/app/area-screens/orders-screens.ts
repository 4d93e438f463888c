/** The screens of orders, work orders, checklists, offers, invoices and documents (issue 6). */
import type { AreaScreen } from './area-screen';

export const ordersScreens: AreaScreen[] = [];
