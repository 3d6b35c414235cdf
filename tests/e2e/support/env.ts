/** Where the browser tests' server and mail sink live; shared by the config, the server script and the specs. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? 'test-results/e2e-mail';
