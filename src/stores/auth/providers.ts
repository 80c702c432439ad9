/**
 * The social sign-in providers this deployment configured (OIDC_PROVIDERS), read once for the login and sign-up
 * pages' buttons. Light on purpose: those pages load it before any click (the sign-in itself is stores/auth/social.ts).
 */
import { authApi } from './clients.ts';

export interface ConfiguredProvider {
  id: string;
  name: string;
}

/** The configured providers, or null when the API could not say (the buttons then stay hidden). */
export async function configuredProviders(): Promise<ConfiguredProvider[] | null> {
  try {
    return (await authApi.getConfig()).providers;
  } catch {
    return null;
  }
}
