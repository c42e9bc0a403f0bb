import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Grid } from 'antd';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/i18n.ts';

export type LanguageSwitchProps = { variant?: 'text' | 'outlined'; inverted?: boolean };

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
