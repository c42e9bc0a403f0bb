import { BellOutlined } from '@ant-design/icons';
import { ROLES } from '@app/shared';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session.ts';
import type { JobFilters } from '../search-params.ts';

// The dialog (antd Modal and Form) is fetched when the pointer or focus reaches the button.
const loadDialog = () => import('./save-search-dialog.tsx');
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

/** The query fields of the current /jobs search as the search call takes them (empty ones left out). */
function savedQueryOf(filters: JobFilters) {
  const query: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim()) query[key] = value;
  }
  return query;
}

/** Saves the current /jobs search by name, its alert on unless unticked (ADR 0094); job seekers only. */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const { t } = useTranslation('jobs');
  const [open, setOpen] = useState<boolean | null>(null);
  const seeker = useSession()?.role === ROLES.seeker;
  if (!seeker) return null;
  const preload = () => void loadDialog();
  return (
    <>
      <Button
        icon={<BellOutlined aria-hidden />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {t('saved.saveSearch')}
      </Button>
      {open !== null && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            query={savedQueryOf(filters)}
            keyword={filters.key_word?.trim() ?? ''}
            open={open}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
