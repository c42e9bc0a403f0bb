import FilterOutlined from '@ant-design/icons-svg/es/asn/FilterOutlined';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from './bits.tsx';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import styles from './light.module.css';
import { NARROW_QUERY, useMediaQuery } from './use-media-query.ts';

/**
 * On a phone the filter fields would fill the first screen: they wait behind a Filters button that counts the
 * active ones. The fields stay mounted (only hidden), so they keep what was typed as on a wider screen.
 */
export function PhoneFilters({ active, children }: { active: number; children: ReactNode }) {
  const { t } = useTranslation();
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
        {t('filters')}
        {active > 0 && <Badge count={active} color="#1f5eff" />}
      </Button>
      <div hidden={!open}>{children}</div>
    </>
  );
}
