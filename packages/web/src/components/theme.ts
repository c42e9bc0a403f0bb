import type { ThemeConfig } from 'antd';

const BRAND_PRIMARY = '#1f5eff';

/** One look for the whole product: engineering blue, calm greys, softly rounded surfaces. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorSuccess: '#16a34a',
    colorWarning: '#f59e0b',
    colorError: '#e5484d',
    colorTextBase: '#1f2a44',
    colorBgLayout: '#f4f6fb',
    // Placeholders and secondary labels (descriptions, hints) readable at 4.5:1 on white.
    colorTextPlaceholder: '#667085',
    colorTextTertiary: '#667085',
    borderRadius: 8,
    borderRadiusLG: 12,
    fontSize: 14,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
    controlHeightLG: 44,
  },
  components: {
    Layout: { headerBg: '#ffffff', siderBg: '#0f1c3f', bodyBg: '#f4f6fb' },
    Menu: {
      darkItemBg: '#0f1c3f',
      darkSubMenuItemBg: '#0b1633',
      darkItemSelectedBg: BRAND_PRIMARY,
      itemBorderRadius: 8,
      horizontalItemSelectedColor: BRAND_PRIMARY,
    },
    Button: { fontWeight: 500, primaryShadow: '0 4px 12px rgba(31, 94, 255, 0.24)' },
    Card: { borderRadiusLG: 12 },
  },
};
