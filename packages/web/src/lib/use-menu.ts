import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

/**
 * A menu button's behaviour without antd (the login screen's language menu): opening focuses the current item (else
 * the first), arrows move between items, Escape or Tab closes the menu and the focus returns to the button, a click
 * outside closes it.
 */
export function useMenu<Box extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const box = useRef<Box>(null);
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

  function onMenuKey(event: KeyboardEvent<HTMLElement>) {
    const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape' || event.key === 'Tab') close();
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    }
  }

  return { open, toggle: () => setOpen((was) => !was), close, box, trigger, onMenuKey };
}
