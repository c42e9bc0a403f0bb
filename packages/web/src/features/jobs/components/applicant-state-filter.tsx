import { APPLICATION_STATUS_VALUES, type ApplicantCounts, type ApplicationStatus } from '@app/shared';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useJobLabels } from '../labels.ts';

type Props = {
  counts: ApplicantCounts | undefined;
  value: ApplicationStatus | undefined;
  onChange: (status: ApplicationStatus | undefined) => void;
};

const ALL = 'all';

/** The drawer's filter by pipeline state, each with its count (a state nobody is in is still shown). */
export function ApplicantStateFilter({ counts, value, onChange }: Props) {
  const { t } = useTranslation('jobs');
  const labels = useJobLabels();
  const withCount = (label: string, n: number | undefined) => (n === undefined ? label : `${label} ${n}`);
  const options = [
    { value: ALL, label: withCount(t('applicants.all'), counts?.all) },
    ...APPLICATION_STATUS_VALUES.map((status) => ({
      value: status,
      label: withCount(labels.pipeline(status), counts?.by_status[status]),
    })),
  ];
  return (
    <Segmented
      aria-label={t('applicants.filter')}
      options={options}
      value={value ?? ALL}
      onChange={(next) => onChange(next === ALL ? undefined : (next as ApplicationStatus))}
      block
      style={{ marginBottom: 16, overflowX: 'auto' }}
    />
  );
}
