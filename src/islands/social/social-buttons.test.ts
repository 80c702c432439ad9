// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const getConfig = vi.fn();
vi.mock('../../stores/auth/clients.ts', () => ({ authApi: { getConfig: () => getConfig() } }));
const { enhanceSocialButtons } = await import('./social-buttons.ts');

/** The prerendered section of SocialSignIn.astro: hidden, one disabled button per known provider. */
function section(): HTMLElement {
  document.body.innerHTML = `<section data-social-providers hidden><h2>Or log in with</h2><div>
    <button disabled data-provider="google">Log in with Google</button>
    <button disabled data-provider="github">Log in with GitHub</button></div></section>`;
  return document.querySelector('section') as HTMLElement;
}
const buttons = (root: HTMLElement) => [...root.querySelectorAll('button')].map((b) => ({ text: b.textContent, disabled: b.disabled }));

describe('social sign-in buttons', () => {
  beforeEach(() => getConfig.mockReset());

  it('stay out of sight when the deployment configured no provider', async () => {
    getConfig.mockResolvedValue({ providers: [] });
    const root = section();
    await enhanceSocialButtons(root);
    expect(root.hidden).toBe(true);
    expect(buttons(root)).toEqual([]);
  });

  it('show only the configured providers, enabled, never a greyed-out one', async () => {
    getConfig.mockResolvedValue({
      providers: [
        { id: 'github', name: 'GitHub' },
        { id: 'okta', name: 'Okta' },
      ],
    });
    const root = section();
    await enhanceSocialButtons(root);
    expect(root.hidden).toBe(false);
    expect(buttons(root)).toEqual([
      { text: 'Log in with GitHub', disabled: false },
      { text: 'Log in with Okta', disabled: false },
    ]);
  });
});
