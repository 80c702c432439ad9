/**
 * Progressive enhancement for the frames. Without JavaScript every navigation stays visible; with it:
 * - [data-shell-toggle] buttons open and close the narrow-screen menu they control (Escape closes and returns focus);
 * - [data-sidebar-collapse] shrinks the wide-screen sidebar to its icons and remembers the choice on this device.
 */
const COLLAPSED_KEY = 'ae.sidebar.collapsed';

function setExpanded(button: HTMLButtonElement, target: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  target.toggleAttribute('data-open', open);
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-shell-toggle]')) {
  const target = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!target) continue;
  target.setAttribute('data-enhanced', '');
  button.hidden = false;
  button.addEventListener('click', () => setExpanded(button, target, button.getAttribute('aria-expanded') !== 'true'));
  target.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
    setExpanded(button, target, false);
    button.focus();
  });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-sidebar-collapse]')) {
  const shell = button.closest<HTMLElement>('[data-shell]');
  if (!shell) continue;
  const apply = (collapsed: boolean) => {
    shell.toggleAttribute('data-collapsed', collapsed);
    button.setAttribute('aria-pressed', String(collapsed));
  };
  apply(localStorage.getItem(COLLAPSED_KEY) === '1');
  button.hidden = false;
  button.addEventListener('click', () => {
    const collapsed = !shell.hasAttribute('data-collapsed');
    apply(collapsed);
    localStorage.setItem(COLLAPSED_KEY, collapsed ? '1' : '0');
  });
}
