/**
 * The download paths of the files the API serves (product.md §3 "Files"), below the API base URL.
 * Offer documents are documents too: they download through `documents/{id}/download`.
 */
export const filePaths = {
  invoicePdf: (invoiceId: string) => `invoices/${encodeURIComponent(invoiceId)}/pdf`,
  documentDownload: (documentId: string) => `documents/${encodeURIComponent(documentId)}/download`,
} as const;
