/**
 * The "Log in with …" buttons of src/components/auth/SocialSignIn.astro. They are prerendered disabled in a hidden
 * section; this script asks the auth store which providers the deployment configured (OIDC_PROVIDERS),
 * enables those, removes the others, adds a button for a configured provider the page has none for (same text
 * with the provider's name), shows the section only when one is left, and on a
 * click starts the sign-in through the session store, which sends the browser to the provider. The sign-in code
 * loads on the click: the login page's script budget (90 KB gzip with React) has no room for it before that.
 */
import { SOCIAL_PROVIDERS } from '../auth/constants.ts';
import { type ConfiguredProvider, configuredProviders } from '../../stores/auth/providers.ts';

export type { ConfiguredProvider };

export interface ButtonPlan {
  /** Prerendered buttons to enable (their provider is configured). */
  enable: ConfiguredProvider[];
  /** Configured providers without a prerendered button. */
  add: ConfiguredProvider[];
}

/** Which buttons to enable and which to add, in the configuration's order; the rest stay disabled. */
export function planButtons(prerendered: readonly string[], configured: readonly ConfiguredProvider[]): ButtonPlan {
  const plan: ButtonPlan = { enable: [], add: [] };
  const seen = new Set<string>();
  for (const provider of configured) {
    if (!provider.id || seen.has(provider.id)) continue;
    seen.add(provider.id);
    (prerendered.includes(provider.id) ? plan.enable : plan.add).push(provider);
  }
  return plan;
}

/** "Log in with Google" -> "Log in with Okta": the button's words in the page's language, another name. */
export function relabel(text: string, knownLabel: string, name: string): string {
  return text.includes(knownLabel) ? text.replace(knownLabel, name) : `${text.trim()} (${name})`;
}

function wire(button: HTMLButtonElement, provider: ConfiguredProvider): void {
  button.disabled = false;
  button.addEventListener('click', async () => {
    if (button.getAttribute('aria-busy') === 'true') return;
    button.setAttribute('aria-busy', 'true');
    button.disabled = true;
    const { startSocialSignIn } = await import('../../stores/auth/social.ts');
    const result = await startSocialSignIn(provider);
    // Success leaves the page for the provider; a failure has shown its toast, and the button works again.
    if (!result.ok) {
      button.removeAttribute('aria-busy');
      button.disabled = false;
    }
  });
}

export async function enhanceSocialButtons(section: HTMLElement): Promise<void> {
  const providers = await configuredProviders();
  if (!providers) return;
  const buttons = [...section.querySelectorAll<HTMLButtonElement>('button[data-provider]')];
  const plan = planButtons(
    buttons.map((button) => button.dataset.provider ?? ''),
    providers,
  );
  for (const provider of plan.enable) {
    const button = buttons.find((candidate) => candidate.dataset.provider === provider.id);
    if (button) wire(button, provider);
  }
  const template = buttons[0];
  const knownLabel = SOCIAL_PROVIDERS.find((known) => known.id === template?.dataset.provider)?.label;
  for (const provider of plan.add) {
    if (!template || !knownLabel) break;
    const button = template.cloneNode(true) as HTMLButtonElement;
    button.dataset.provider = provider.id;
    button.textContent = relabel(template.textContent ?? '', knownLabel, provider.name);
    template.parentElement?.appendChild(button);
    wire(button, provider);
  }
  const enabled = new Set(plan.enable.map((provider) => provider.id));
  for (const button of buttons) if (!enabled.has(button.dataset.provider ?? '')) button.remove();
  section.hidden = plan.enable.length + plan.add.length === 0;
}
