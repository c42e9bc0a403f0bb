import { Drawer, Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { useGo } from '../../lib/use-go.ts';
import { type NavItem, toMenuItems } from './nav-items.tsx';

type Props = { items: NavItem[]; selected: string; open: boolean; onClose: () => void };

/** The narrow screen's navigation: a drawer from the left. */
export function NavDrawer({ items, selected, open, onClose }: Props) {
  const { t } = useTranslation(['common', 'layout']);
  const go = useGo();
  return (
    <Drawer
      placement="left"
      size={260}
      open={open}
      onClose={onClose}
      title={<BrandLogo size={28} />}
      styles={{ body: { padding: 0 } }}
    >
      <Menu
        mode="inline"
        selectedKeys={[selected]}
        items={toMenuItems(items, t)}
        onClick={({ key }) => {
          onClose();
          go(key);
        }}
      />
    </Drawer>
  );
}
