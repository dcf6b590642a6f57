import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why a catalogue form could not be saved (the server's message), above the form's fields. */
export function SaveProblem({ problem }: { problem: string | null | undefined }) {
  const { t } = useTranslation('catalogue');
  if (!problem) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      message={t('common.saveFailed')}
      description={problem}
      style={{ marginBottom: 16 }}
    />
  );
}
