import { Tabs, Typography } from 'antd';
import { DATA_OPTION_KINDS, type DataOptionKind } from '@lcmdp/contract/vocabulary';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { variantOfPath } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CodesTab } from '../components/codes-tab';
import { LawFileTab } from '../components/law-file-tab';
import { OptionsTab } from '../components/options-tab';
import { TypesTab } from '../components/types-tab';

const TABS = ['codes', 'types', 'options', 'law'] as const;
type Tab = (typeof TABS)[number];

const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);
const isKind = (value: string | null): value is DataOptionKind =>
  (DATA_OPTION_KINDS as readonly (string | null)[]).includes(value);

/**
 * management, management-laos: the variant's violation codes and types, the data-option library and the law PDF.
 * The open tab and the option kind live in the address (?tab=, ?kind=), so a reload or a shared link keeps them.
 */
export default function Management() {
  const { t } = useTranslation('catalogue');
  const variant = variantOfPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'codes';
  const kind: DataOptionKind = isKind(params.get('kind')) ? (params.get('kind') as DataOptionKind) : 'company';
  const title = t(`title.${variant}`);
  useDocumentTitle(title);

  const go = (next: Partial<{ tab: Tab; kind: DataOptionKind }>) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.tab) updated.set('tab', next.tab);
        if (next.kind) updated.set('kind', next.kind);
        return updated;
      },
      { replace: true },
    );

  return (
    <div key={variant}>
      <Typography.Title level={1} style={{ fontSize: '1.6rem' }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph style={{ maxWidth: 880 }}>{t('intro')}</Typography.Paragraph>
      <Tabs
        activeKey={tab}
        onChange={(key) => go({ tab: key as Tab })}
        // Only the open tab asks the server for its list.
        destroyOnHidden
        items={[
          { key: 'codes', label: t('tabs.codes'), children: <CodesTab variant={variant} /> },
          { key: 'types', label: t('tabs.types'), children: <TypesTab variant={variant} /> },
          {
            key: 'options',
            label: t('tabs.options'),
            children: <OptionsTab variant={variant} kind={kind} onKindChange={(k) => go({ kind: k })} />,
          },
          { key: 'law', label: t('tabs.law'), children: <LawFileTab variant={variant} /> },
        ]}
      />
    </div>
  );
}
