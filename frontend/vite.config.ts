import { createHash } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { transform } from 'lightningcss';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { cssVariables, theme } from './src/app/theme.ts';
import { antdStaticStyles } from './tooling/antdStaticStyles.ts';
import { initialJsReport } from './tooling/initialJsReport.ts';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// React and Redux are needed by every page: long-lived vendor chunks that survive app releases.
// antd is left to automatic splitting, so each page downloads only the components it renders
// (and the landing page none: see src/app/AntdTheme.tsx).
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 20,
  },
  {
    name: 'vendor-redux',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
    priority: 10,
  },
];

/**
 * The palette's CSS custom properties in the page itself: the server's HTML is styled before any script runs
 * (they used to be set by main.tsx, so a prerendered page would change colours and fonts as it hydrated).
 */
function themeVariables(): Plugin {
  const rules = Object.entries(cssVariables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    name: 'penwright-theme-variables',
    transformIndexHtml: (html) => html.replace('</head>', `  <style>:root{${rules}}</style>\n  </head>`),
  };
}

/**
 * `virtual:antd-styles`: the address of antd's component styles, extracted at build time with the app's theme for
 * antd's zero-runtime mode (src/app/AntdTheme.tsx, tooling/antdStaticStyles.ts), minified and written as an asset of
 * its own. AntdTheme puts it first in the head, where antd's runtime put its styles, so the app's own stylesheets
 * still override antd's rules as before; and it is in no chunk's stylesheets, so no page's HTML holds it (the
 * server puts a page's chunks' stylesheets into the pages it renders).
 */
function antdStyles(): Plugin {
  const id = 'virtual:antd-styles';
  let serving = false;
  return {
    name: 'penwright-antd-styles',
    configResolved: (config) => void (serving = config.command === 'serve'),
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(resolved, options) {
      if (resolved !== `\0${id}`) return null;
      if (options?.ssr) return 'export default "";';
      const css = antdStaticStyles(theme);
      if (serving) return `export default ${JSON.stringify(`data:text/css,${encodeURIComponent(css)}`)};`;
      const { code } = transform({ filename: 'antd-styles.css', code: Buffer.from(css), minify: true });
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      const fileName = `assets/antd-styles-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: code });
      return `export default ${JSON.stringify(`/${fileName}`)};`;
    },
  };
}

/**
 * Two builds: the browser's (dist/), with every text asset also written as .br and .gz for the server to send
 * as they are; and with `--ssr`, the server's render of the public pages (dist-ssr/entry-server.cjs, see
 * src/entry-server.tsx): one CommonJS file with its dependencies inside, so the backend can require it.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: isSsrBuild
    ? [react(), antdStyles()]
    : [
        react(),
        themeVariables(),
        antdStyles(),
        initialJsReport({
          landingPage: 'src/features/landing/LandingPage.tsx',
          forbiddenFolders: ['src/features/admin/', 'src/features/quiz/'],
          budgetKb: 150,
        }),
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|html|svg|json|txt|xml|map)$/,
          threshold: 1024,
          skipIfLargerOrEqual: true,
        }),
      ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // The server's render bundles everything (React, antd, the router) and runs React's production build whatever
  // NODE_ENV the server has (`--mode development` builds a development twin, to see hydration warnings in full).
  ssr: { noExternal: true, target: 'node' },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify(mode === 'development' ? mode : 'production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist-ssr',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        // The server keeps the bundle's source in memory as long as it runs (V8 holds every script's text): minified,
        // 2.7 MB instead of 5.8 MB (about 6 MB less of the idle server's heap, as its curly quotes make the text
        // two bytes a character). The pages it renders are the same, byte for byte.
        minify: true,
        rolldownOptions: {
          input: 'src/entry-server.tsx',
          output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        target: 'es2022',
        // dist/.vite/manifest.json: which chunks and stylesheets each page's code is, so the server can put a page's
        // stylesheets into a member's page it renders, and name its chunks for the browser to fetch at once
        // (backend platform/http/page-assets.ts). Dot-folders are not served.
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: vendorGroups } },
        },
      },
}));
