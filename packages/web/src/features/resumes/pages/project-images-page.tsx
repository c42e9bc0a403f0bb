import { PROJECT_IMAGE_TYPES, type ProjectImageType, ProjectPicUploadSchema } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { AutoComplete, Card, Empty, Form, Input, Select, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { deleteProjectPic, uploadProjectPic, useOwnResume, useProjectPics } from '../api.ts';
import { PictureCard, usePictureRemoval } from '../components/picture-card.tsx';
import { PictureUploadCard } from '../components/picture-upload-card.tsx';
import { codeOptions, imageTypeLabel } from '../labels.ts';
import { distinctProjectNames, groupByProject } from '../project-groups.ts';
import styles from './pages.module.css';

type Values = { project_name?: string; desc?: string; type?: ProjectImageType };
const shape = ProjectPicUploadSchema.shape;
const rules = { project_name: [zodRule(shape.project_name)], desc: [zodRule(shape.desc)] };

/** /user/project-images: one image (at most 5 MB) per upload with project name, description and type. */
export function ProjectImagesPage() {
  const { t } = useTranslation(['resumes', 'layout']);
  usePageTitle(t('layout:user.projectImages'));
  const language = useLanguage();
  const queryClient = useQueryClient();
  const pictures = useProjectPics();
  const own = useOwnResume();
  // The resume's projects, then those only pictures name: each once.
  const projectNames = distinctProjectNames([
    ...(own.data?.project_list ?? []).map((p) => p.project_name),
    ...(pictures.data ?? []).map((p) => p.project_name),
  ]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['resumes'] });

  const remove = usePictureRemoval(deleteProjectPic);

  return (
    <div className={styles.stack}>
      <PictureUploadCard<Values>
        title={t('projectImages.uploadTitle')}
        name="project-image"
        kind="projectImage"
        imageLabel={t('projectImages.image')}
        rule={t('projectImages.rule')}
        initialValues={{ type: 'design' }}
        send={(values, file, progress) =>
          uploadProjectPic(
            {
              project_name: (values.project_name ?? '').trim(),
              desc: (values.desc ?? '').trim(),
              type: values.type ?? 'other',
            },
            file,
            progress,
          )
        }
        onUploaded={(reset) => {
          reset(['desc']);
          void refresh();
        }}
      >
        <Form.Item label={t('fields.projectName')} name="project_name" rules={rules.project_name} required>
          <AutoComplete
            options={projectNames.map((name) => ({ value: name }))}
            placeholder={t('projectImages.projectPlaceholder')}
            filterOption={(input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase())}
          />
        </Form.Item>
        <Form.Item label={t('projectImages.type')} name="type" required>
          <Select options={codeOptions(PROJECT_IMAGE_TYPES, language)} />
        </Form.Item>
        <Form.Item label={t('projectImages.desc')} name="desc" rules={rules.desc} required>
          <Input.TextArea rows={2} maxLength={500} showCount placeholder={t('projectImages.descPlaceholder')} />
        </Form.Item>
      </PictureUploadCard>
      <Card title={t('projectImages.listTitle')}>
        {pictures.isLoading ? (
          <Skeleton active />
        ) : pictures.data?.length ? (
          groupByProject(pictures.data).map(([projectName, group]) => (
            <div key={projectName}>
              <div className={styles.groupTitle} data-testid="project-group-title">
                {projectName}
              </div>
              <div className={styles.gallery}>
                {group.map((pic) => (
                  <PictureCard key={pic.pic_id} src={pic.ppic_url} alt={pic.desc} onDelete={() => remove(pic.pic_id)}>
                    <Tag>{imageTypeLabel(pic.type, language)}</Tag>
                    {pic.desc}
                  </PictureCard>
                ))}
              </div>
            </div>
          ))
        ) : (
          <Empty description={t('projectImages.empty')} />
        )}
      </Card>
    </div>
  );
}
