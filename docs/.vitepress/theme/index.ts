// The default theme with the colour changes of custom.css (WCAG AA contrast: test/docs/site.test.ts runs axe-core).
import DefaultTheme from 'vitepress/theme';
import './custom.css';

export default DefaultTheme;
