import { FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Radio, Skeleton, Space, Typography } from 'antd';
import { LIMITS, LOCALES, type Locale, type Variant, type WireLawFile } from '@lcmdp/contract';
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

/** The catalogue key naming each language's version of the law. */
const LANGUAGE_KEY = { lo: 'law.languageLo', en: 'law.languageEn' } as const satisfies Record<Locale, string>;

/** Operators and admins replace the variant's law PDF (the server allows only them). */
function LawUpload({ variant }: { variant: Variant }) {
  const { t } = useTranslation('catalogue');
  const inputId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [language, setLanguage] = useState<Locale>('lo');
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
    upload.mutate(
      { file, language },
      {
        onSuccess: () => {
          setFile(null);
          announceSuccess(t('law.uploaded'), t('law.uploadedText', { name: file.name, language: t(LANGUAGE_KEY[language]) }));
        },
        onError: (error) => toast.error(t('law.uploadFailed'), serverMessage(error) ?? undefined),
      },
    );
  };

  return (
    <div>
      <h3 style={{ fontSize: '1rem' }}>{t('law.upload')}</h3>
      <Radio.Group
        aria-label={t('law.language')}
        value={language}
        onChange={(e) => setLanguage(e.target.value as Locale)}
        options={LOCALES.map((l) => ({ value: l, label: t(LANGUAGE_KEY[l]) }))}
        style={{ marginBottom: 8 }}
      />
      <br />
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
  const link = (file: WireLawFile) => (
    <>
      <a href={mediaUrl(file.url)} target="_blank" rel="noopener noreferrer" aria-label={t('law.open', { name: file.name })}>
        <FilePdfOutlined aria-hidden /> {file.name}
      </a>
      <br />
      <span className={styles.muted}>{t('law.uploadedOn', { date: formatDate(file.updated_at, i18n.language) })}</span>
    </>
  );
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
          LOCALES.map((l) => {
            const file = current.files?.[l] ?? null;
            return (
              <Typography.Paragraph key={l}>
                <strong>{t(LANGUAGE_KEY[l])}</strong>
                <br />
                {file ? link(file) : <span className={styles.muted}>{t('law.noneInLanguage')}</span>}
              </Typography.Paragraph>
            );
          })
        ) : (
          <p>{t('law.none')}</p>
        )}
      </div>
      {mayUpload ? <LawUpload variant={variant} /> : <Alert type="info" showIcon message={t('law.managersOnly')} />}
    </section>
  );
}
