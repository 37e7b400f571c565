import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API server of `npm start` at the root (or PORTAL_API_URL); the dev server forwards calls to it. */
const apiTarget = process.env.PORTAL_API_URL ?? "http://localhost:3000";

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      "/api": { target: apiTarget, changeOrigin: true },
      "/socket.io": { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
  },
});
