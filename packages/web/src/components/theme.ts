import type { ThemeConfig } from 'antd';

const BRAND_PRIMARY = '#1f5eff';

/*
 * Text reads at 4.5:1 at least (WCAG 2.2 AA) wherever antd draws it: on white, on the layout's grey and on each
 * colour's own tint (a tag, an alert). antd's preset tag colours write their text in shade 7 of their palette, under
 * 4.5:1 on their shade-1 tint for the light ones: tags take a darker shade of those (shade 8 or 9). Shades 6 (a solid
 * tag's background) stay: no page draws a solid preset tag.
 */
const TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

/** One look for the whole product: engineering blue, calm greys, softly rounded surfaces. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_PRIMARY,
    colorInfo: BRAND_PRIMARY,
    colorSuccess: '#15803d',
    // antd derives a grey tint from a dark seed: the success tint is given.
    colorSuccessBg: '#ecf8f0',
    colorSuccessBorder: '#9bd4ac',
    // Amber stays for icons and borders; text in the warning colour is a darker amber.
    colorWarning: '#f59e0b',
    colorWarningText: '#b45309',
    colorError: '#cc2a2f',
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
    // A warning tag's text is the darker amber; white on a solid one too.
    Tag: { ...TAG_TEXT, colorWarning: '#b45309' },
    // An unchecked switch's track carries its white label (as a checked one does on blue).
    Switch: { colorTextQuaternary: '#667085', colorTextTertiary: '#475467' },
  },
};
