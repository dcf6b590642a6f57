import { useTranslation } from 'react-i18next';
import type { WireViolationCode, WireViolationType } from '@lcmdp/contract';
import { codeName, tagColours, typeName } from '@/lib/labels';
import styles from './item-views.module.css';

/**
 * An item's violation codes as tags (plain spans: lists show many, and antd's Tag costs each one), coloured by the item's (first) violation type: codes carry no colour of
 * their own, the item's type does.
 */
export function CodeTags({
  codes,
  types,
  withNames = false,
}: {
  codes: readonly WireViolationCode[];
  types: readonly WireViolationType[];
  withNames?: boolean;
}) {
  const { i18n } = useTranslation();
  if (!codes.length) return <span>—</span>;
  const style = tagColours(types[0]?.color);
  return (
    <ul className={styles.tags} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {codes.map((code) => {
        const name = codeName(code, i18n.language);
        return (
          <li key={code._id}>
            <span className={styles.tag} style={style} title={name}>
              {withNames ? `${code.code} · ${name}` : code.code}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** Violation types with their own colours. */
export function TypeTags({ types }: { types: readonly WireViolationType[] }) {
  const { i18n } = useTranslation();
  if (!types.length) return <span>—</span>;
  return (
    <ul className={styles.tags} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {types.map((type) => (
        <li key={type._id}>
          <span className={styles.tag} style={tagColours(type.color)}>
            {typeName(type, i18n.language)}
          </span>
        </li>
      ))}
    </ul>
  );
}
