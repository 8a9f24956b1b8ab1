import type { ThemeConfig } from 'antd';

/**
 * The brand colour (rose), in one place. antd takes it as colorPrimary and colorLink; stylesheets
 * read it as `var(--ant-color-primary)` (antd's CSS variables, set on the app's root), tints of
 * it as `color-mix(in srgb, var(--ant-color-primary) 12%, transparent)`. SVG art, which cannot
 * read CSS variables in its attributes, imports it from here.
 */
export const BRAND_COLOR = '#b2467c';

/**
 * The class antd scopes its CSS variables to (`--ant-color-primary`…). antd's own elements carry
 * it; the app's root element carries it too (app/providers.tsx), so our stylesheets can read the
 * variables anywhere in the page, not only inside an antd component.
 */
export const THEME_CSS_VAR_CLASS = 'css-var-app';

export const appTheme: ThemeConfig = {
  cssVar: { key: THEME_CSS_VAR_CLASS },
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    // The lilac-grey page behind the cards (styles.css reads it as var(--ant-color-bg-layout)).
    colorBgLayout: '#f6f4f8',
    borderRadius: 8,
    fontSize: 15,
    // Issue 29 #13 (WCAG 2.1 AA, axe-core): antd's secondary and tertiary grey (45 % black,
    // 3.36:1 on white) is under the 4.5:1 text needs; 58 % reads 5.3:1 on white, 4.9:1 on the
    // lilac page. Hints stay lighter than body text (88 %) and secondary text (65 %).
    colorTextDescription: 'rgba(0, 0, 0, 0.58)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
    // Placeholders are text too (antd's 25 % black read 1.83:1): lighter than a hint, 4.7:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // The keyboard focus ring (buttons, tabs, links, checkboxes): antd draws it in this colour,
    // by default a pale rose at 1.74:1 on white; a ring needs 3:1 (this one 3.5:1).
    colorPrimaryBorder: '#c86a98',
    // Danger buttons (撤销, 删除) and error text: antd's red (#ff4d4f) reads 3.26:1 on white;
    // its 7th shade reads 5.6:1.
    colorError: '#cf1322',
  },
  // Component tokens instead of stylesheet overrides of antd's internals.
  components: {
    // The case cards' action row (the only cards with actions) is a thin bar under the photo.
    Card: { actionsLiMargin: '6px 0' },
    /*
     * A tag's text on its own tint must read 4.5:1 (issue 29 #13): antd writes preset colours in
     * their 7th shade and status colours in their 6th, which for the calm hues the results use
     * (好 green, 一般 gold, 需关注 orange) read 2.2–3.6:1. Within tags only, those shades are
     * antd's own darker ones (green-8, gold-9, orange-8, cyan-8, red-7, blue-7).
     */
    Tag: {
      green7: '#237804',
      gold7: '#874d00',
      orange7: '#ad4e00',
      cyan7: '#006d75',
      colorSuccess: '#237804',
      colorWarning: '#874d00',
      colorError: '#cf1322',
      colorInfo: '#0958d9',
    },
  },
};
