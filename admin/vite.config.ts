import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server serves this build under /admin/ and the admin API under /admin/api.
// In development (`npm run dev -w admin`) the API calls go to a server on port 3000.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      '/admin/api': {
        target: 'http://127.0.0.1:3000',
        changeOrigin: false,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // react-admin and MUI make one large chunk; that is expected for a back-office tool.
    chunkSizeWarningLimit: 3000,
  },
});
