import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Image, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMessageApi } from '../../../lib/feedback.ts';

/** One uploaded picture with its caption and a delete action. */
export function PictureCard({
  src,
  alt,
  children,
  onDelete,
}: {
  src: string;
  alt: string;
  children: ReactNode;
  onDelete: () => void;
}) {
  const { t } = useTranslation('resumes');
  return (
    <Card
      size="small"
      cover={<Image src={src} alt={alt} height={160} style={{ objectFit: 'cover' }} />}
      actions={[
        <Popconfirm key="delete" title={t('pictures.confirmDelete')} onConfirm={onDelete}>
          <Button type="text" danger icon={<DeleteOutlined />}>
            {t('pictures.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      {children}
    </Card>
  );
}

/** Deletes a picture, says so and refreshes every resume query. */
export function usePictureRemoval(remove: (id: number) => Promise<unknown>) {
  const { t } = useTranslation('resumes');
  const message = useMessageApi();
  const queryClient = useQueryClient();
  return async (id: number) => {
    try {
      await remove(id);
      message.success(t('pictures.deleted'));
      await queryClient.invalidateQueries({ queryKey: ['resumes'] });
    } catch (error) {
      message.error(errorMessage(error));
    }
  };
}
