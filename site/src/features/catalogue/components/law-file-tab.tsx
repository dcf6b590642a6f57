import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { LIMITS, type Variant } from '@lcmdp/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLawFiles } from '@/lib/law-files';
import { mediaUrl, serverMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useUploadLawFile } from '../api/upload-law-file';
import { announceSuccess } from '../lib/announce';
import { lawFileProblem, PDF_ACCEPT } from '../lib/law-file';
import { LoadErrorAlert } from '@/components/load-error-alert';
import styles from './catalogue.module.css';

const MAX_MB = LIMITS.pdfMaxBytes / 1024 / 1024;
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Operators and admins replace the variant's law PDF (the server allows only them). */
function LawUpload({ variant }: { variant: Variant }) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useUploadLawFile(variant);

  const choose = (chosen: File | undefined) => {
    setFile(null);
    setProblem(null);
    if (!chosen) return;
    const refusal = lawFileProblem(chosen);
    if (refusal) {
      setProblem(t(`law.${refusal}`, { name: chosen.name, max: MAX_MB }));
      return;
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        setFile(null);
        announceSuccess(t('law.uploaded'), t('law.uploadedText', { name: file.name }));
      },
      onError: (error) => toast.error(t('law.uploadFailed'), serverMessage(error) ?? undefined),
    });
  };

  return (
    <div>
      <h3 style={{ fontSize: '1rem' }}>{t('law.upload')}</h3>
      <input
        ref={input}
        id={inputId}
        className={styles.fileInput}
        type="file"
        accept={PDF_ACCEPT}
        aria-describedby={helpId}
        tabIndex={-1}
        onChange={(e) => {
          const chosen = e.target.files?.[0];
          e.target.value = '';
          choose(chosen);
        }}
      />
      <label htmlFor={inputId} className={styles.fileInput}>
        {t('law.choose')}
      </label>
      <Space wrap>
        <Button icon={<FilePdfOutlined aria-hidden />} onClick={() => input.current?.click()} aria-describedby={helpId}>
          {t('law.choose')}
        </Button>
        <Button type="primary" icon={<UploadOutlined aria-hidden />} disabled={!file} loading={upload.isPending} onClick={send}>
          {t('law.send')}
        </Button>
      </Space>
      <p id={helpId} className={styles.muted} style={{ marginTop: 8 }}>
        {t('law.help', { max: MAX_MB })}
      </p>
      {file && <p aria-live="polite">{t('law.chosen', { name: file.name, size: megabytes(file.size) })}</p>}
      {problem && <Alert type="error" showIcon role="alert" message={problem} />}
    </div>
  );
}

/** The law document of this variant: the current file, and (for operators and admins) its replacement. */
export function LawFileTab({ variant }: { variant: Variant }) {
  const { t, i18n } = useTranslation('catalogue');
  const { role } = useAuth();
  const files = useLawFiles();
  const current = files.data?.[variant] ?? null;
  const mayUpload = role === 'operator' || role === 'admin';

  return (
    <section aria-label={t('law.heading')} className={styles.law}>
      <div>
        <h3 style={{ fontSize: '1rem' }}>{t('law.current')}</h3>
        {files.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        ) : files.isError ? (
          <LoadErrorAlert title={t('common.loadFailed')} error={files.error} onRetry={() => void files.refetch()} />
        ) : current ? (
          <Typography.Paragraph>
            <a
              href={mediaUrl(current.url)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('law.open', { name: current.name })}
            >
              <FilePdfOutlined aria-hidden /> {current.name}
            </a>
            <br />
            <span className={styles.muted}>{t('law.uploadedOn', { date: formatDate(current.updated_at, i18n.language) })}</span>
          </Typography.Paragraph>
        ) : (
          <p>{t('law.none')}</p>
        )}
      </div>
      {mayUpload ? <LawUpload variant={variant} /> : <Alert type="info" showIcon message={t('law.managersOnly')} />}
    </section>
  );
}
