/**
 * Entry of the front server: `node release/server.mjs` (built by `npm run build`, bundled: no
 * node_modules needed). The configuration comes from the environment (config.ts); an error
 * names the variable and exits with 2 before anything listens.
 *
 * Files: beside this file in a release (`app/`, `ssr/server-render.js`, `locales/`); otherwise
 * (run from the repository) the repository's `dist/`, `dist-ssr/` and `locales/`. APP_DIR,
 * SSR_FILE and LOCALES_DIR name others.
 *
 * SIGTERM (and SIGINT): `/readyz` answers 503, no new connection is taken, the requests in
 * flight finish within SHUTDOWN_GRACE_MS, then the process exits 0.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FrontConfigError, readFrontConfig, type FrontConfig } from './config';
import { hasBuild, startFrontServer } from './server';
import { repositoryRoot } from './listening';

// React's production build for the server render.
process.env.NODE_ENV ??= 'production';

const here = dirname(fileURLToPath(import.meta.url));

function paths() {
  const release = existsSync(join(here, 'app', 'index.html'));
  const root = release ? here : (repositoryRoot(here) ?? process.cwd());
  const env = (name: string) => process.env[name]?.trim() || undefined;
  return {
    appDir: env('APP_DIR') ?? join(root, release ? 'app' : 'dist'),
    ssrFile: env('SSR_FILE') ?? join(root, release ? 'ssr' : 'dist-ssr', 'server-render.js'),
    localesDir: env('LOCALES_DIR') ?? join(root, 'locales'),
  };
}

let config: FrontConfig;
try {
  config = readFrontConfig(process.env);
} catch (error) {
  if (!(error instanceof FrontConfigError)) throw error;
  console.error(`front server: ${error.message}`);
  process.exit(2);
}

const files = paths();
if (!(await hasBuild(files.appDir))) {
  console.error(
    `front server: no built app at ${files.appDir} (run \`npm run build\`, or set APP_DIR).`,
  );
  process.exit(2);
}

const server = await startFrontServer({
  config,
  ...files,
  ...(config.logRequests
    ? {
        log: (entry) => {
          process.stdout.write(`${JSON.stringify(entry)}\n`);
        },
      }
    : {}),
}).catch((error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  console.error(
    code === 'EADDRINUSE'
      ? `front server: port ${config.port} is in use: stop what runs there or set PORT.`
      : error,
  );
  process.exit(1);
});

await server.ready.catch((error: unknown) => {
  console.error('front server: the server render did not load; pages go without it:', error);
});
console.error(
  `front server at ${server.url} (API ${config.api.main}); /healthz, /readyz; SIGTERM stops it.`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}
