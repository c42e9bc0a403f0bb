import type { Resume } from '@app/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { type ReactNode, useRef } from 'react';
import { ResumeExportButtons } from './resume-export.tsx';
import styles from './resume-viewer.module.css';
import { ResumeViewer } from './resume-viewer.tsx';

type Props = {
  queryKey: readonly unknown[];
  /** Reads the resume; called again right before each PDF export so the PDF is the latest version. */
  load: () => Promise<Resume>;
  toolbar?: ReactNode;
};

/** Viewer with its PDF export buttons: /user/resume preview, /talent/{id}, bid resume dialogs. */
export function ResumePreview({ queryKey, load, toolbar }: Props) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey, queryFn: load });
  const viewer = useRef<HTMLDivElement>(null);

  async function refresh() {
    const latest = await load();
    queryClient.setQueryData(queryKey, latest);
    return latest;
  }

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} className={styles.toolbar}>
        <div>{toolbar}</div>
        <ResumeExportButtons target={viewer} refresh={refresh} disabled={!query.data} />
      </Flex>
      <ResumeViewer ref={viewer} resume={query.data} loading={query.isLoading} error={query.error} catalogLinks />
    </div>
  );
}
