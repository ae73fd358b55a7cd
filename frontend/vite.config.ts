import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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
