import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/light/bits.tsx';
import { Button } from '../../../components/light/button.tsx';
import { Icon } from '../../../components/light/icon.tsx';
import { NARROW_QUERY, useMediaQuery } from '../../../components/light/use-media-query.ts';
import styles from '../jobs.module.css';
import type { JobFilters } from '../search-params.ts';

/** The filters of a search (not its keyword nor its order) that hold a value. */
export function activeFilterCount({ key_word: _keyword, sort: _sort, ...filters }: JobFilters): number {
  return Object.values(filters).filter((value) => (Array.isArray(value) ? value.length > 0 : Boolean(value?.trim())))
    .length;
}

/**
 * On a phone the filter fields would fill the first screen: they wait behind a Filters button that counts the
 * active ones. The fields stay mounted (only hidden), so they keep what was typed as on a wider screen.
 */
export function PhoneFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation('jobs');
  const phone = useMediaQuery(NARROW_QUERY);
  const [open, setOpen] = useState(false);
  if (!phone) return children;
  return (
    <>
      <Button
        className={styles.filtersToggle}
        icon={<Icon icon={FilterOutlined} />}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('list.filtersButton')}
        {active > 0 && <Badge count={active} color="#1f5eff" />}
      </Button>
      <div hidden={!open}>{children}</div>
    </>
  );
}
