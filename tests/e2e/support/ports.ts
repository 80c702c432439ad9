/** Ports of the servers under test; override when they clash with something running locally. */
export const NODE_PORT = Number(process.env.E2E_PORT ?? 4321);
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 4322);
/**
 * The local OpenID Provider of the social sign-in spec (playwright.social.config.ts). That config runs no nginx,
 * so the provider takes the nginx port unless E2E_OIDC_PORT says otherwise.
 */
export const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? NGINX_PORT);
