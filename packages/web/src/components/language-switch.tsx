import { lazy, Suspense, useState } from 'react';
import { LanguageButton, type LanguageSwitchProps } from './language-button.tsx';

// The menu (antd Dropdown, Menu and their popup machinery) is a quarter of the login page's
// JavaScript: it is fetched when the pointer or focus reaches the button, shown on click.
const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** zh / en switch; the choice is saved under `language` and survives a reload. */
export function LanguageSwitch(props: LanguageSwitchProps) {
  const [menuWanted, setMenuWanted] = useState(false);
  const preload = () => void loadMenu();
  const button = (
    <LanguageButton {...props} onPointerEnter={preload} onFocus={preload} onClick={() => setMenuWanted(true)} />
  );
  if (!menuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu {...props} />
    </Suspense>
  );
}
