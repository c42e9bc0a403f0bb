import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@app/shared';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../lib/i18n.ts';
import { PHONE_QUERY, useMediaQuery } from '../lib/use-media-query.ts';

/** The zh / en switch of the app's headers: the current language (short on a phone); the choice survives a reload. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = useMediaQuery(PHONE_QUERY) ? t('language.short') : t(`language.${language}`);
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items: LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`) })),
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => {
          if (key !== language) void changeLanguage(key as Language);
        },
      }}
    >
      <Button
        type="text"
        // What it says and what it is: the name holds the text shown (WCAG 2.5.3).
        aria-label={t('language.current', { name: shown })}
        aria-haspopup="menu"
        title={t('language.label')}
        icon={<GlobalOutlined />}
      >
        {shown}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
