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
  },
  // Component tokens instead of stylesheet overrides of antd's internals.
  components: {
    // The case cards' action row (the only cards with actions) is a thin bar under the photo.
    Card: { actionsLiMargin: '6px 0' },
  },
};
