import type { PaginationProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * antd ships no Lao locale: the pager's words (and its buttons' labels) come from our translations, in `common` so that
 * every page with a pager has them, whichever namespaces the page loads.
 */
export function usePaginationLabels(): Pick<PaginationProps, 'locale' | 'showTotal'> {
  const { t } = useTranslation('common');
  return {
    locale: {
      items_per_page: t('pagination.itemsPerPage'),
      jump_to: t('pagination.jumpTo'),
      jump_to_confirm: t('pagination.jumpToConfirm'),
      page: t('pagination.page'),
      prev_page: t('pagination.prevPage'),
      next_page: t('pagination.nextPage'),
      prev_5: t('pagination.prev5'),
      next_5: t('pagination.next5'),
      prev_3: t('pagination.prev3'),
      next_3: t('pagination.next3'),
      page_size: t('pagination.pageSize'),
    },
    showTotal: (total, [start, end]) => t('pagination.range', { start, end, total }),
  };
}
