import { DeleteOutlined } from '@ant-design/icons';
import type { UploadKind } from '@app/shared';
import { Button, Image, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { FilePicker } from '../upload/upload-parts.tsx';

/** A picked image's preview URL, released when another is picked or the form closes. */
function usePreview(file: File | null) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/**
 * The image of an admin form: a newly picked file, or the removal of the current one (`currentUrl`), reset whenever
 * the form opens. `shown` is what the form shows: the pick's preview, else the current image unless removed.
 */
export function useImageChoice(open: boolean, currentUrl: string | null | undefined) {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  const preview = usePreview(file);

  useEffect(() => {
    if (!open) return;
    setFile(null);
    setRemoved(false);
  }, [open]);

  return {
    file,
    /** The current image is to be dropped (and no new one replaces it). */
    removed: removed && !file,
    shown: preview ?? (removed ? null : (currentUrl ?? null)),
    pick: setFile,
    remove: () => {
      setFile(null);
      setRemoved(true);
    },
  };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;

/** The preview, a picker (choose or replace) and a remove button of an admin form's image. */
export function ImageChoiceField({
  choice,
  kind,
  width,
  labels,
}: {
  choice: ImageChoice;
  kind: UploadKind;
  width: number;
  labels: { preview: string; choose: string; replace: string; remove: string };
}) {
  return (
    <Space orientation="vertical">
      {choice.shown && <Image src={choice.shown} alt={labels.preview} width={width} />}
      <Space wrap>
        <FilePicker
          kind={kind}
          label={choice.shown ? labels.replace : labels.choose}
          onPick={choice.pick}
          picked={choice.file?.name}
        />
        {choice.shown && (
          <Button icon={<DeleteOutlined />} onClick={choice.remove}>
            {labels.remove}
          </Button>
        )}
      </Space>
    </Space>
  );
}
