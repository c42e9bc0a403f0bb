import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Image, Popconfirm } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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
