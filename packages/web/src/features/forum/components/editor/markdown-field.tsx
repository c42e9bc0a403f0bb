import {
  BoldOutlined,
  CodeOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  MessageOutlined,
  PictureOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { acceptFor, FORUM_LIMITS, formatMegabytes, UPLOAD_LIMITS } from '@app/shared';
import { Button, Input, Progress, Tabs, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useMessageApi } from '../../../../lib/feedback.ts';
import { translateMessage } from '../../../../lib/messages.ts';
import { uploadForumImage } from '../../editor-api.ts';
import styles from './editor.module.css';
import { applyAction, countImages, type Edit, insertBlock, type MarkdownAction } from './markdown-edit.ts';
import { PostPreview } from './post-preview.tsx';

/** The images a post takes, as the server checks them (/forum/upload/image). */
const IMAGE_LIMIT = UPLOAD_LIMITS.forumImage;
const IMAGE_ACCEPT = acceptFor('forumImage');

/** The file's problem before it is sent (the server checks its real bytes again), or null. */
function checkImage(file: File): string | null {
  const ext =
    /\.([a-z0-9]+)$/i
      .exec(file.name)?.[1]
      ?.toLowerCase()
      .replace(/^jpeg$/, 'jpg') ?? '';
  if (!(IMAGE_LIMIT.types as readonly string[]).includes(ext)) {
    return translateMessage('fileTypeInvalid', { types: IMAGE_LIMIT.types.join(', ') });
  }
  if (file.size > IMAGE_LIMIT.maxBytes) {
    return translateMessage('fileTooLarge', { max: formatMegabytes(IMAGE_LIMIT.maxBytes) });
  }
  return null;
}

const ACTIONS: { action: MarkdownAction; icon: ReactNode }[] = [
  { action: 'bold', icon: <BoldOutlined /> },
  { action: 'italic', icon: <ItalicOutlined /> },
  { action: 'heading', icon: <FontSizeOutlined /> },
  { action: 'quote', icon: <MessageOutlined /> },
  { action: 'code', icon: <CodeOutlined /> },
  { action: 'link', icon: <LinkOutlined /> },
  { action: 'list', icon: <UnorderedListOutlined /> },
];

/**
 * The post's Markdown as a form control (antd Form.Item gives value and onChange): a toolbar that wraps or prefixes
 * the selection, an image button that uploads and inserts `![](url)` at the cursor, a counter, and a preview tab.
 */
export function MarkdownField({
  id,
  value = '',
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation('forum-editor');
  const message = useMessageApi();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [percent, setPercent] = useState<number | null>(null);
  const area = useRef<TextAreaRef>(null);
  const picker = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const images = countImages(value);
  const full = images >= FORUM_LIMITS.images;

  const textArea = () => area.current?.resizableTextArea?.textArea;
  const selection = () => {
    const el = textArea();
    const end = latest.current.length;
    return el ? { start: el.selectionStart, end: el.selectionEnd } : { start: end, end };
  };

  function commit(edit: Edit) {
    onChange?.(edit.text);
    requestAnimationFrame(() => {
      const el = textArea();
      if (!el) return;
      el.focus();
      el.setSelectionRange(edit.selection.start, edit.selection.end);
    });
  }

  function act(action: MarkdownAction) {
    const placeholders = {
      bold: t('toolbar.boldText'),
      italic: t('toolbar.italicText'),
      heading: t('toolbar.headingText'),
      quote: t('toolbar.quoteText'),
      code: t('toolbar.codeText'),
      link: t('toolbar.linkText'),
      list: t('toolbar.listText'),
    };
    commit(applyAction(action, latest.current, selection(), placeholders));
  }

  async function upload(file: File) {
    const problem = checkImage(file);
    if (problem) return void message.error(problem);
    if (countImages(latest.current) >= FORUM_LIMITS.images) {
      return void message.error(t('image.full', { count: FORUM_LIMITS.images }));
    }
    setPercent(0);
    try {
      const { url } = await uploadForumImage(file, (p) => setPercent(Math.min(99, p)));
      // Where the cursor is now: the author may have typed on while the image was sent.
      commit(insertBlock(latest.current, selection(), `![](${url})`));
      message.success(t('image.done'));
    } catch (error) {
      message.error(errorMessage(error, t('image.failed')));
    } finally {
      setPercent(null);
    }
  }

  const toolbar = (
    <div className={styles.toolbar} role="toolbar" aria-label={t('toolbar.label')}>
      {ACTIONS.map(({ action, icon }) => (
        <Tooltip key={action} title={t(`toolbar.${action}`)}>
          <Button type="text" icon={icon} aria-label={t(`toolbar.${action}`)} onClick={() => act(action)} />
        </Tooltip>
      ))}
      <Tooltip title={full ? t('image.full', { count: FORUM_LIMITS.images }) : t('toolbar.imageHint')}>
        <Button
          type="text"
          icon={<PictureOutlined />}
          aria-label={t('toolbar.image')}
          disabled={full || percent !== null}
          onClick={() => picker.current?.click()}
        />
      </Tooltip>
      <input
        ref={picker}
        type="file"
        // The toolbar's picture button opens it (a `hidden` attribute loses to the page's input styles).
        style={{ display: 'none' }}
        accept={IMAGE_ACCEPT}
        data-testid="forum-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <span className={styles.imageCount}>{t('image.count', { count: images, max: FORUM_LIMITS.images })}</span>
      {percent !== null && (
        <span className={styles.progress} role="status">
          {t('image.uploading')}
          <Progress percent={percent} size="small" style={{ width: 120 }} />
        </span>
      )}
    </div>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key === 'preview' ? 'preview' : 'write')}
      items={[
        {
          key: 'write',
          label: t('tabs.write'),
          children: (
            <div className={styles.writer}>
              {toolbar}
              <Input.TextArea
                id={id}
                ref={area}
                value={value}
                onChange={(event) => onChange?.(event.target.value)}
                placeholder={t('placeholders.body')}
                maxLength={FORUM_LIMITS.body}
                showCount
                autoSize={{ minRows: 14, maxRows: 32 }}
                className={styles.textarea}
              />
            </div>
          ),
        },
        {
          key: 'preview',
          label: t('tabs.preview'),
          children: (
            <div className={styles.previewBox}>
              <PostPreview body={value} active={tab === 'preview'} />
            </div>
          ),
        },
      ]}
    />
  );
}
