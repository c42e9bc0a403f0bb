import { DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { LANGUAGES, type Language } from '@app/shared';
import { Button, Dropdown, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, useLanguage } from '../lib/i18n.ts';

type Props = { variant?: 'text' | 'outlined'; inverted?: boolean };

/** zh / en switch; the choice is saved under `language` and survives a reload. */
export function LanguageSwitch({ variant = 'text', inverted = false }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const narrow = Grid.useBreakpoint().sm === false;
  const items = LANGUAGES.map((code) => ({ key: code, label: t(`language.${code}`) }));
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items,
        selectable: true,
        selectedKeys: [language],
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button
        type={variant === 'text' ? 'text' : 'default'}
        aria-label={t('language.label')}
        title={t('language.label')}
        icon={<GlobalOutlined />}
        style={inverted ? { color: '#fff' } : undefined}
      >
        {narrow ? t('language.short') : t(`language.${language}`)}
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}
