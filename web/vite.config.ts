import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import routeTable from './src/app/route-table.json' with { type: 'json' };

// The server (NestJS) serves dist/ and reads dist/route-table.json to answer a real 404 status
// for paths that no route of the web app matches. src/app/route-table.json is the single source.
function routeTablePlugin(): Plugin {
  return {
    name: 'kindred-route-table',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'route-table.json',
        source: `${JSON.stringify(routeTable, null, 2)}\n`,
      });
    },
  };
}

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), routeTablePlugin()],
  css: {
    // Lightning CSS resolves the @custom-media breakpoints of src/styles/breakpoints.css.
    transformer: 'lightningcss',
    lightningcss: {
      drafts: { customMedia: true },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/media': { target: apiServer, changeOrigin: false },
      '/admin': { target: apiServer, changeOrigin: false },
      // the real-time gateway (Socket.IO: long polling, then a WebSocket)
      '/socket.io': { target: apiServer, changeOrigin: false, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    cssMinify: 'lightningcss',
  },
});
