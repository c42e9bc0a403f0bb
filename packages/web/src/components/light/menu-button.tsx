import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './light.module.css';

export type MenuEntry =
  | { key: string; label: ReactNode; icon?: ReactNode; danger?: boolean; current?: boolean }
  | { divider: true; key: string };

type Props = {
  /** Draws the button: spread the given props onto a `<button>`. */
  button: (props: {
    ref: (el: HTMLButtonElement | null) => void;
    'aria-haspopup': 'menu';
    'aria-expanded': boolean;
    onClick: () => void;
  }) => ReactNode;
  items: MenuEntry[];
  onSelect: (key: string) => void;
  label: string;
};

/**
 * A menu button without antd (as the login screen's language menu, ADR 0070): opens on click, arrows move
 * between items, Escape or Tab closes it and the focus returns to the button, a click outside closes it.
 */
export function MenuButton({ button, items, onSelect, label }: Props) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (!open) return;
    const first =
      box.current?.querySelector<HTMLButtonElement>('[role="menuitem"][aria-current="true"]') ??
      box.current?.querySelector<HTMLButtonElement>('[role="menuitem"]');
    first?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  function close() {
    setOpen(false);
    trigger.current?.focus();
  }

  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const entries = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const at = entries.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(at + step + entries.length) % entries.length]?.focus();
    }
  }

  return (
    <span className={styles.menuBox} ref={box}>
      {button({
        ref: (el) => {
          trigger.current = el;
        },
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        onClick: () => setOpen((was) => !was),
      })}
      {open && (
        <div className={styles.menu} role="menu" aria-label={label} onKeyDown={onKey}>
          {items.map((item) =>
            'divider' in item ? (
              <hr key={item.key} className={styles.menuDivider} />
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                aria-current={item.current ? 'true' : undefined}
                className={`${styles.menuItem} ${item.danger ? styles.menuDanger : ''}`}
                onClick={() => {
                  close();
                  onSelect(item.key);
                }}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      )}
    </span>
  );
}
