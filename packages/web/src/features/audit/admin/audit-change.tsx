import { useTranslation } from 'react-i18next';
import type { AuditEntry } from './admin-api.ts';
import styles from './audit.module.css';

type Snapshot = Record<string, unknown>;

const isRecord = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as the reader sees it: text as is, anything else as JSON; nothing as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value, null, 1);
}

/**
 * An entry's before and after side by side, one line per key; the keys whose value changed are highlighted.
 * A snapshot that is not an object (or is absent) is shown whole.
 */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-audit');
  const { before, after } = entry;
  if (before === null && after === null) return <p className={styles.none}>{t('change.none')}</p>;

  const left: Snapshot = isRecord(before) ? before : before === null ? {} : { [t('change.value')]: before };
  const right: Snapshot = isRecord(after) ? after : after === null ? {} : { [t('change.value')]: after };
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  const changed = (key: string) => before !== null && after !== null && shown(left[key]) !== shown(right[key]);

  return (
    <table className={styles.change}>
      <thead>
        <tr>
          <th scope="col">{t('change.field')}</th>
          <th scope="col">{t('change.before')}</th>
          <th scope="col">{t('change.after')}</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key} className={changed(key) ? styles.changed : undefined} data-changed={changed(key) || undefined}>
            <th scope="row">
              {key}
              {changed(key) && <span className={styles.mark}>{t('change.changed')}</span>}
            </th>
            <td>{before === null ? '—' : shown(left[key])}</td>
            <td>{after === null ? '—' : shown(right[key])}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
