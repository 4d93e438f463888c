/**
 * Documents of an order or a work order (a signed work report, photos) as a section of its detail
 * page: each with its size and date, to view or download through the per-user document cache.
 */
import { formatDate } from '../../../i18n/formatters';
import { activeLocale } from '../../../i18n/i18n-setup';
import { formatFileSize } from '../../../lib/file-size';
import { DetailSection } from '../../../ui/detail-section';
import type { DocumentRow } from '../orders.queries';
import { DocumentActions } from './document-actions';
import { RecordRow } from './record-row';

export interface DocumentListProps {
  /** The section heading's id, unique on the page. */
  id: string;
  title: string;
  /** undefined while the local database answers. */
  documents: readonly DocumentRow[] | undefined;
  /** What to say when there are none. */
  empty: string;
}

export function DocumentList({ id, title, documents, empty }: DocumentListProps) {
  const locale = activeLocale();
  return (
    <DetailSection id={id} title={title} rows={documents} empty={empty}>
      {(document) => (
        <RecordRow
          key={document.id}
          title={document.name}
          details={`${formatFileSize(document.sizeBytes, locale)} · ${formatDate(document.createdAt, locale)}`}
          end={<DocumentActions document={document} />}
        />
      )}
    </DetailSection>
  );
}
