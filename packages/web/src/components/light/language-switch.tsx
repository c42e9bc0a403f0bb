import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { LANGUAGES, type Language } from '@app/shared';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../../lib/i18n.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { MenuButton } from './menu-button.tsx';
import { PHONE_QUERY, useMediaQuery } from './use-media-query.ts';

/** The header's zh / en switch without antd (a plain menu button); the choice is saved and survives a reload. */
export function LightLanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const narrow = useMediaQuery(PHONE_QUERY);
  const shown = narrow ? t('language.short') : t(`language.${language}`);
  return (
    <MenuButton
      label={t('language.label')}
      items={LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`), current: code === language }))}
      onSelect={(code) => {
        if (code !== language) void changeLanguage(code as Language);
      }}
      button={(props) => (
        <Button
          {...props}
          variant="text"
          // What it says and what it is: the name holds the text shown (WCAG 2.5.3).
          aria-label={t('language.current', { name: shown })}
          title={t('language.label')}
          icon={<Icon icon={GlobalOutlined} />}
        >
          {shown}
          <span style={{ fontSize: 10, marginInlineStart: 4 }}>
            <Icon icon={DownOutlined} />
          </span>
        </Button>
      )}
    />
  );
}
