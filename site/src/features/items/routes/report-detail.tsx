import { useLocation, useParams } from 'react-router-dom';
import { paths, variantOfPath } from '@/config/paths';
import { useReport } from '@/lib/api/get-report';
import { useTracking } from '@/lib/api/get-tracking';
import { DetailLoading } from '../components/detail-loading';
import { ItemDetail } from '../components/item-detail';
import { ErrorState, ItemNotFound, isNotFound } from '@/components/query-states';
import { ReviewHistory } from './tracking-detail';

/**
 * detail-report[-laos]/:id — one verified report and its whole review history (never the reporter's details:
 * the public API has none). The history loads alongside; if it fails, the report still shows.
 */
export default function ReportDetail() {
  const { id = '' } = useParams();
  const variant = variantOfPath(useLocation().pathname);
  const query = useReport(id);
  const history = useTracking('report', id);
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <ItemNotFound backTo={paths.verified(variant)} />
    ) : (
      <ErrorState level={1} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return (
    <>
      <ItemDetail item={query.data} />
      {history.data ? <ReviewHistory events={history.data} item={query.data} /> : null}
    </>
  );
}
