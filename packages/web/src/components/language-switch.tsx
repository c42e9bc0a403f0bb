import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Grid } from 'antd';
import { lazy, type Ref, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n.ts';

export type LanguageSwitchProps = { variant?: 'text' | 'outlined'; inverted?: boolean };

// The menu (antd Dropdown, Menu and their popup machinery) is a quarter of the login page's
// JavaScript: it is fetched when the pointer or focus reaches the button, shown on click.
const loadMenu = () => import('./language-menu.tsx');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** The button that opens the language menu: the current language (short on narrow screens). */
export function LanguageButton({
  variant = 'text',
  inverted = false,
  ...rest
}: LanguageSwitchProps & ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const narrow = Grid.useBreakpoint().sm === false;
  const shown = narrow ? t('language.short') : t(`language.${language}`);
  return (
    <Button
      {...rest}
      type={variant === 'text' ? 'text' : 'default'}
      // What it says and what it is: the name holds the text shown (WCAG 2.5.3).
      aria-label={t('language.current', { name: shown })}
      aria-haspopup="menu"
      title={t('language.label')}
      icon={<GlobalOutlined />}
      style={inverted ? { color: '#fff' } : undefined}
    >
      {shown}
      <DownOutlined style={{ fontSize: 10 }} />
    </Button>
  );
}

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
