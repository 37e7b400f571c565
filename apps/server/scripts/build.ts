import { bundleServer } from "./bundle-server";

// Bundles the server into dist/server.js, which `npm start` runs.
await bundleServer(new URL("../dist/server.js", import.meta.url).pathname);
