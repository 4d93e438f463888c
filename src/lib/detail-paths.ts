/**
 * The PWA routes of the business areas' detail pages, as typed href builders. They live below every
 * layer (pure data) so a feature can link to another area's record (an order to its device) without
 * importing that area; app/paths.ts spreads them into the full route table.
 */
export const detailPaths = {
  deviceDetail: { pattern: '/devices/:deviceId', href: (deviceId: string) => `/devices/${deviceId}` },
  /** The documents screen of one device (folders, upload, bin), opened from the device's documents tab. */
  deviceDocuments: {
    pattern: '/documents/devices/:deviceId',
    href: (deviceId: string) => `/documents/devices/${deviceId}`,
  },
  contractDetail: {
    pattern: '/serviceobject-contracts/:contractId',
    href: (contractId: string) => `/serviceobject-contracts/${contractId}`,
  },
  orderDetail: { pattern: '/orders/:orderId', href: (orderId: string) => `/orders/${orderId}` },
  workOrderDetail: {
    pattern: '/workorders/:workOrderId',
    href: (workOrderId: string) => `/workorders/${workOrderId}`,
  },
  checklistDetail: {
    pattern: '/checklists/:checklistId',
    href: (checklistId: string) => `/checklists/${checklistId}`,
  },
  offerDetail: { pattern: '/offers/:offerId', href: (offerId: string) => `/offers/${offerId}` },
  invoiceDetail: { pattern: '/invoices/:invoiceId', href: (invoiceId: string) => `/invoices/${invoiceId}` },
  taskDetail: { pattern: '/tasks/:taskId', href: (taskId: string) => `/tasks/${taskId}` },
  appointmentDetail: {
    pattern: '/agenda/:appointmentId',
    href: (appointmentId: string) => `/agenda/${encodeURIComponent(appointmentId)}`,
  },
  /** One timeline item with its history; for an inbound message, the message itself. */
  timelineItemDetail: {
    pattern: '/timeline/:timelineItemId',
    href: (timelineItemId: string) => `/timeline/${encodeURIComponent(timelineItemId)}`,
  },
} as const;
