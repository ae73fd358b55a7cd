/** The address of antd's component styles, extracted at build time (vite.config.ts `antdStyles`). */
declare module 'virtual:antd-styles' {
  const href: string;
  export default href;
}
