import { LANGUAGES, type Language } from '@app/shared';
import { Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../lib/i18n.ts';
import { LanguageButton, type LanguageSwitchProps } from './language-button.tsx';

/** The language menu, opened by the click that loaded it; keeps the keyboard focus on its button. */
export function LanguageMenu(props: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(true);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body) button.current?.focus();
  }, []);
  const items = LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`) }));
  return (
    <Dropdown
      trigger={['click']}
      open={open}
      onOpenChange={setOpen}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <LanguageButton {...props} ref={button} />
    </Dropdown>
  );
}
