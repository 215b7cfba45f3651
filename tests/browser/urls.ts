// Where the browser tests run the shop and the partner example (see playwright.config.ts).
export const port = Number(process.env.E2E_PORT ?? 18080);
// The port after the shop's unless set, so runs on other E2E_PORTs never meet on one examples port.
export const examplesPort = Number(process.env.E2E_EXAMPLES_PORT ?? port + 1);
export const shopUrl = `http://localhost:${port}`;
export const partnerUrl = `http://localhost:${examplesPort}`;
// The built Storybook (build/storybook, made by npm test's step before the browser tests).
export const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? port + 2);
export const storybookUrl = `http://127.0.0.1:${storybookPort}`;
