import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useExportQueue } from '../api/export-queue';
import type { QueueFilter } from '../lib/queue-params';
import { failureMessage } from '../lib/refusal';

/** "Export to Excel" of what the queue shows (its filter, every page), in the reader's language. */
export function ExportButton({ filter }: { filter: QueueFilter }) {
  const { t, i18n } = useTranslation(['review', 'common']);
  const exporting = useExportQueue();
  return (
    <Button
      icon={<FileExcelOutlined aria-hidden />}
      loading={exporting.isPending}
      onClick={() =>
        exporting.mutate(
          { ...filter, lang: i18n.language === 'en' ? 'en' : 'lo' },
          { onError: (error) => toast.error(t('review:export.failed'), failureMessage(error, t)) },
        )
      }
    >
      {exporting.isPending ? t('review:export.running') : t('review:export.button')}
    </Button>
  );
}
