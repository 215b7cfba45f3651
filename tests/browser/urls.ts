// Where the browser tests run the shop and the partner example (see playwright.config.ts).
export const port = Number(process.env.E2E_PORT ?? 18080);
export const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? 18081);
export const shopUrl = `http://localhost:${port}`;
export const partnerUrl = `http://localhost:${examplesPort}`;
