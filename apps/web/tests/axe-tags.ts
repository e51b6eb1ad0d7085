/** The WCAG 2.2 A and AA rules every axe scan of the tests runs (e2e: fixtures.ts; components: component/support.tsx). */
export const AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
