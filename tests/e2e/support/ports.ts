/** Ports of the servers under test; override when they clash with something running locally. */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 4321);
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4322);
