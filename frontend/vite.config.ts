import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsReport } from './tooling/initialJsReport';

const apiProxy = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

// Libraries every page needs go into long-lived vendor chunks; everything else (most of antd)
// is split by usage so a page only downloads the components it renders.
const vendorGroups = [
  {
    name: 'vendor-react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'vendor-redux',
    test: /node_modules[\\/](@reduxjs|react-redux|redux|redux-thunk|immer|reselect|use-sync-external-store)[\\/]/,
    priority: 20,
  },
  {
    // Only the antd code the shell (header, footer, spinner) loads up front.
    name: 'vendor-antd-shell',
    test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|clsx)[\\/]/,
    tags: ['$initial' as const],
    priority: 10,
  },
];

export default defineConfig({
  plugins: [
    react(),
    initialJsReport({
      landingPage: 'src/features/landing/LandingPage.tsx',
      forbiddenFolders: ['src/features/admin/', 'src/features/quiz/'],
      budgetKb: 150,
    }),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});
