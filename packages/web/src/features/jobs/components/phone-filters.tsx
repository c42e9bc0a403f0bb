import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Grid } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../jobs.module.css';
import type { JobFilters } from '../search-params.ts';

/** The filters of a search (not its keyword nor its order) that hold a value. */
export function activeFilterCount({ key_word: _keyword, sort: _sort, ...filters }: JobFilters): number {
  return Object.values(filters).filter((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value?.trim())))
    .length;
}

/**
 * On a phone the filter fields would fill the first screen: they wait behind a Filters button that counts the
 * active ones. The fields stay mounted (only hidden), so the form keeps them as on a wider screen.
 */
export function PhoneFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('jobs');
  const phone = Grid.useBreakpoint().md === false;
  const [open, setOpen] = useState(false);
  if (!phone) return children;
  return (
    <>
      <Button
        className={styles.filtersToggle}
        icon={<FilterOutlined />}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('list.filtersButton')}
        {active > 0 && <Badge count={active} color="var(--ant-color-primary)" />}
      </Button>
      <div hidden={!open}>{children}</div>
    </>
  );
}
