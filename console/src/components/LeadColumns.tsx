import type { Schema } from '@leadline/client';
import { formatDateTime } from '../format';
import type { Column } from './List';
import { RecordLink } from './RecordPage';

type Lead = Schema<'AdminLead'>;

/** The first columns of every list of operators' leads: when it was registered (the sorted one), its page, its source. */
export function leadHeadColumns(providerName: (id: string) => string): Column<Lead>[] {
  return [
    { header: '등록 일시', cell: (l) => formatDateTime(l.createdAt), sorts: true },
    {
      header: 'ID',
      cell: (l) => (
        <RecordLink to={`/leads/${l.id}`} label={`리드 #${l.id}`}>
          {l.id}
        </RecordLink>
      ),
    },
    { header: '공급사', cell: (l) => providerName(l.providerId) },
    { header: '상품', cell: (l) => l.productName },
  ];
}
