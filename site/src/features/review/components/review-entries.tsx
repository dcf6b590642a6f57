/**
 * The violation types and codes of the item (multi-select from the variant's catalogue), each list saved behind
 * its confirmation prompt. They are chosen at the user's acting level (an admin: operator while the item waits
 * for approval, else supervisor).
 */
import { Button, Select } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffRole } from '@lcmdp/contract/vocabulary';
// The catalogue feature's queries: an edit of the catalogue refreshes these lists too.
import { useViolationCodes } from '@/lib/api/get-violation-codes';
import { useViolationTypes } from '@/lib/api/get-violation-types';
import { codeName, typeName } from '@/lib/labels';
import type { QueueItem } from '../api/get-queue';
import { actingLevel, entriesRefusal, type StaffLevel } from '../lib/chain-rules';
import styles from './review.module.css';
import { refusalKey } from '../lib/refusal';

export type EntriesKind = 'types' | 'codes';

interface Props {
  item: QueueItem;
  role: StaffRole | null;
  busy: boolean;
  /** Which list is being sent (its button spins), or null. */
  sending: EntriesKind | null;
  onSave: (which: EntriesKind, level: StaffLevel, ids: string[], labels: string[]) => void;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export function ReviewEntries({ item, role, busy, sending, onSave }: Props) {
  const { t, i18n } = useTranslation('review');
  const id = useId();
  const lang = i18n.language;
  const codes = useViolationCodes(item.variant);
  const types = useViolationTypes(item.variant);
  const savedTypes = item.violation_types.map((type) => type._id);
  const savedCodes = item.violation_codes.map((code) => code._id);
  const [typeIds, setTypeIds] = useState(savedTypes);
  const [codeIds, setCodeIds] = useState(savedCodes);
  const level = actingLevel(role, item);
  const refusal = level ? entriesRefusal(item, role, level) : 'level_not_allowed';

  const typeOptions = (types.data ?? []).map((type) => ({ value: type._id, label: typeName(type, lang) }));
  const codeOptions = (codes.data ?? []).map((code) => ({ value: code._id, label: `${code.code} · ${codeName(code, lang)}` }));
  const labelsOf = (ids: string[], options: { value: string; label: string }[]) =>
    ids.map((value) => options.find((o) => o.value === value)?.label ?? value);

  const lists = [
    {
      which: 'types' as const,
      label: t('entries.types'),
      save: t('entries.saveTypes'),
      empty: t('entries.noTypes'),
      options: typeOptions,
      query: types,
      value: typeIds,
      saved: savedTypes,
      set: setTypeIds,
    },
    {
      which: 'codes' as const,
      label: t('entries.codes'),
      save: t('entries.saveCodes'),
      empty: t('entries.noCodes'),
      options: codeOptions,
      query: codes,
      value: codeIds,
      saved: savedCodes,
      set: setCodeIds,
    },
  ];

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('entries.title')}</h3>
      {level && !refusal ? <p className={styles.hint}>{t('entries.actingAt', { level: t(`levels.${level}`) })}</p> : null}
      <div className={styles.entries}>
        {lists.map((list) => (
          <div key={list.which} className={styles.entry}>
            <label htmlFor={`${id}-${list.which}`}>{list.label}</label>
            <Select
              id={`${id}-${list.which}`}
              mode="multiple"
              allowClear
              style={{ width: '100%' }}
              options={list.options}
              optionFilterProp="label"
              value={list.value}
              onChange={list.set}
              loading={list.query.isPending}
              disabled={Boolean(refusal)}
              notFoundContent={list.query.isPending ? undefined : list.empty}
              aria-describedby={refusal ? `${id}-reason` : undefined}
            />
            <Button
              disabled={Boolean(refusal) || busy || sameSet(list.value, list.saved)}
              loading={sending === list.which}
              aria-describedby={refusal ? `${id}-reason` : undefined}
              onClick={() => level && onSave(list.which, level, list.value, labelsOf(list.value, list.options))}
            >
              {list.save}
            </Button>
          </div>
        ))}
      </div>
      {refusal ? (
        <p id={`${id}-reason`} className={styles.reason}>
          {t(refusalKey(refusal))}
        </p>
      ) : null}
    </section>
  );
}
