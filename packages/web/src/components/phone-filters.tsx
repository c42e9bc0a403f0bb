import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_QUERY, useMediaQuery } from '../lib/use-media-query.ts';

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
        style={{ marginBottom: 12 }}
        icon={<FilterOutlined aria-hidden />}
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        {t('filters')}
        <Badge count={active} color="#1f5eff" />
      </Button>
      <div hidden={!open}>{children}</div>
    </>
  );
}
