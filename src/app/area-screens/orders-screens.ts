/** The screens of orders, work orders, checklists, offers, invoices and documents. */
import { paths } from '../paths';
import type { AreaScreen } from './area-screen';

export const ordersScreens: AreaScreen[] = [
  {
    areaId: 'offers',
    path: paths.offers.pattern,
    load: async () => (await import('../../features/offers/pages/offers-page')).OffersPage,
  },
  {
    areaId: 'offers',
    path: paths.offerDetail.pattern,
    load: async () => (await import('../../features/offers/pages/offer-detail-page')).OfferDetailPage,
  },
  {
    areaId: 'orders',
    path: paths.orders.pattern,
    load: async () => (await import('../../features/orders/pages/orders-page')).OrdersPage,
  },
  {
    areaId: 'orders',
    path: paths.orderDetail.pattern,
    load: async () => (await import('../../features/orders/pages/order-detail-page')).OrderDetailPage,
  },
  {
    areaId: 'orders',
    path: paths.workOrderDetail.pattern,
    load: async () =>
      (await import('../../features/orders/pages/work-order-detail-page')).WorkOrderDetailPage,
  },
  {
    areaId: 'orders',
    path: paths.checklistDetail.pattern,
    load: async () => (await import('../../features/orders/pages/checklist-detail-page')).ChecklistDetailPage,
  },
  {
    areaId: 'invoices',
    path: paths.invoices.pattern,
    load: async () => (await import('../../features/invoices/pages/invoices-page')).InvoicesPage,
  },
  {
    areaId: 'invoices',
    path: paths.invoiceDetail.pattern,
    load: async () => (await import('../../features/invoices/pages/invoice-detail-page')).InvoiceDetailPage,
  },
];
