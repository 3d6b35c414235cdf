/** Where the browser tests' server and mail live; shared by the config and the specs (support/serve.mjs reads E2E_SMTP_PORT itself). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? 'test-results/e2e-mail';
