import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import { useCallback, useRef, useState } from 'react';
import type { NoticeKind } from './host.ts';
import { Icon } from './icon.tsx';
import styles from './login-screen.module.css';

type Toast = { id: number; key: string; kind: NoticeKind; text: string };

const ICONS = { success: CheckCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };
const SHOWN_MS = 3000;

/** Short messages at the top of the screen, as antd's message shows them; one per key. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const next = useRef(0);

  const notify = useCallback((kind: NoticeKind, text: string, key?: string) => {
    const id = ++next.current;
    const toast = { id, key: key ?? `toast-${id}`, kind, text };
    setToasts((shown) => [...shown.filter((t) => t.key !== toast.key), toast].slice(-3));
    setTimeout(() => setToasts((shown) => shown.filter((t) => t.id !== id)), SHOWN_MS);
  }, []);

  const view = (
    <div className={styles.toasts} role="status">
      {toasts.map((toast) => (
        <div key={toast.id} className={styles.toast}>
          <Icon icon={ICONS[toast.kind]} className={styles[`toast_${toast.kind}`]} />
          <span>{toast.text}</span>
        </div>
      ))}
    </div>
  );
  return { notify, view };
}
