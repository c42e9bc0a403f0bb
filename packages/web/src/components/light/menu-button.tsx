import type { ReactNode } from 'react';
import { useMenu } from '../../lib/use-menu.ts';
import styles from './light.module.css';

type MenuEntry =
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

/** A menu button without antd (lib/use-menu.ts: keys, focus, a click outside closes it). */
export function MenuButton({ button, items, onSelect, label }: Props) {
  const { open, toggle, close, box, trigger, onMenuKey } = useMenu<HTMLSpanElement>();

  return (
    <span className={styles.menuBox} ref={box}>
      {button({
        ref: (el) => {
          trigger.current = el;
        },
        'aria-haspopup': 'menu',
        'aria-expanded': open,
        onClick: toggle,
      })}
      {open && (
        <div className={styles.menu} role="menu" aria-label={label} onKeyDown={onMenuKey}>
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
