import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/version.json': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/version.json': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // antd's own sub-packages ship without `sideEffects: false`, so an unused import of a
        // module pulls it in whole (one Modal drags all of rc-form). They are pure React
        // components and helpers; so is the contract package (schemas, messages, paths).
        moduleSideEffects: [
          { test: /\/node_modules\/(?:@rc-component|@ant-design|antd)\//, sideEffects: false },
          { test: /\/packages\/contract\/src\//, sideEffects: false },
        ],
        // Building a zod schema has no side effect: a page that only needs the contract's
        // constants must not carry zod.
        manualPureFunctions: ['z'],
      },
    },
  },
});
