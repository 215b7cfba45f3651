import { join, relative } from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS, so __dirname names this package from any cwd.
// `npm run db:generate -w @drawkit/api-server` writes the SQL migrations that the server
// applies at startup (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  // drizzle-kit wants paths relative to the working directory.
  schema: relative(process.cwd(), join(__dirname, 'src/db/schema/index.ts')) || '.',
  out: relative(process.cwd(), join(__dirname, 'drizzle')) || '.',
});
