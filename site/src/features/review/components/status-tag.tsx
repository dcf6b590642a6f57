import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVocab } from '@/lib/use-vocab';
import styles from './review.module.css';

/** One colour per review status (antd's preset tag colours keep dark text on a light tint: readable). */
const COLOURS: Record<string, string> = {
  suspected_violation: 'volcano',
  reviewing: 'geekblue',
  pending_approval: 'blue',
  to_be_updated: 'orange',
  violation: 'red',
  non_violation: 'green',
  archived: 'default',
  no_archive: 'default',
};

/** A review status as a coloured tag; an empty level says "Not decided". */
export function StatusTag({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('review');
  const vocab = useVocab();
  if (!status)
    return (
      <Tag bordered={false} className={styles.statusTag}>
        {t('list.notDecided')}
      </Tag>
    );
  return (
    <Tag color={COLOURS[status] ?? 'default'} className={styles.statusTag}>
      {vocab.status(status)}
    </Tag>
  );
}
