import { PROJECT_IMAGE_TYPES, type ProjectPic, ProjectPicUploadSchema } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App, AutoComplete, Button, Card, Empty, Form, Input, Select, Skeleton, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/messages.ts';
import { zodRule } from '../../../lib/zod-rule.ts';
import { deleteProjectPic, uploadProjectPic, useOwnResume, useProjectPics } from '../api.ts';
import { PictureCard } from '../components/picture-card.tsx';
import { FilePicker, UploadProgress } from '../components/upload-parts.tsx';
import { useUploadProgress } from '../components/use-upload.ts';
import { codeOptions, imageTypeLabel } from '../labels.ts';
import styles from './pages.module.css';

type Values = { project_name?: string; desc?: string; type?: string };
const shape = ProjectPicUploadSchema.shape;
const rules = { project_name: [zodRule(shape.project_name)], desc: [zodRule(shape.desc)] };

function groupByProject(pictures: ProjectPic[]) {
  const groups = new Map<string, ProjectPic[]>();
  for (const pic of pictures) groups.set(pic.project_name, [...(groups.get(pic.project_name) ?? []), pic]);
  return [...groups.entries()];
}

/** /user/project-images: one image (at most 5 MB) per upload with project name, description and type. */
export function ProjectImagesPage() {
  const { t } = useTranslation('resumes');
  const { message } = App.useApp();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const pictures = useProjectPics();
  const own = useOwnResume();
  const upload = useUploadProgress();
  const [form] = Form.useForm<Values>();
  const [file, setFile] = useState<File | null>(null);
  const projectNames = [...new Set((own.data?.project_list ?? []).map((p) => p.project_name))];

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['resumes'] });

  async function submit(values: Values) {
    if (!file) {
      message.error(translateMessage('fileRequired'));
      return;
    }
    const fields = {
      project_name: (values.project_name ?? '').trim(),
      desc: (values.desc ?? '').trim(),
      type: values.type ?? 'other',
    };
    try {
      await upload.run((progress) => uploadProjectPic(fields, file, progress));
      message.success(t('pictures.uploaded'));
      form.resetFields(['desc']);
      setFile(null);
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  async function remove(id: number) {
    try {
      await deleteProjectPic(id);
      message.success(t('pictures.deleted'));
      await refresh();
    } catch (error) {
      message.error(errorMessage(error));
    }
  }

  return (
    <div className={styles.stack}>
      <Card title={t('projectImages.uploadTitle')}>
        <Form form={form} layout="vertical" onFinish={submit} name="project-image" initialValues={{ type: 'design' }}>
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
          <Form.Item label={t('projectImages.image')} required extra={t('projectImages.rule')}>
            <FilePicker
              kind="projectImage"
              label={t('pictures.choose')}
              onPick={setFile}
              picked={file?.name}
              disabled={upload.uploading}
            />
          </Form.Item>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <UploadProgress percent={upload.percent} />
            <Button type="primary" htmlType="submit" loading={upload.uploading}>
              {t('pictures.upload')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card title={t('projectImages.listTitle')}>
        {pictures.isLoading ? (
          <Skeleton active />
        ) : pictures.data?.length ? (
          groupByProject(pictures.data).map(([projectName, group]) => (
            <div key={projectName}>
              <div className={styles.groupTitle}>{projectName}</div>
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
