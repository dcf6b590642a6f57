import { useLocation, useParams } from 'react-router-dom';
import { paths, variantOfPath } from '@/config/paths';
import { useDetection } from '@/lib/api/get-detection';
import { DetailLoading } from '../components/detail-loading';
import { ItemDetail } from '../components/item-detail';
import { ErrorState, ItemNotFound, isNotFound } from '@/components/query-states';

/** detail[-laos]/:id — one confirmed detection. */
export default function DetectionDetail() {
  const { id = '' } = useParams();
  const variant = variantOfPath(useLocation().pathname);
  const query = useDetection(id);
  if (query.isPending) return <DetailLoading />;
  if (query.isError) {
    return isNotFound(query.error) ? (
      <ItemNotFound backTo={paths.violation(variant)} />
    ) : (
      <ErrorState level={1} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <ItemDetail item={query.data} />;
}
