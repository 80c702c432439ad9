/**
 * Every island speaks every language from the messages its page hands it: for each island root, the key
 * prefixes its host passes (the `*_MESSAGES` export beside it) cover every key its code and the shared controls
 * use, and rendering it in each of the 7 locales shows no raw key, logs no missing key and copies no English text.
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SECURITY_EVENT_TYPES } from '../../contract/security/index.ts';
import { LANGUAGE_NATIVE_NAMES, LOCALES, type Locale } from '../../contract/locales.ts';
import { CATALOG, islandMessages } from '../i18n/catalog.ts';
import { IslandI18n } from '../i18n/react.tsx';
import { createTranslator } from '../i18n/translate.ts';
import { $session, type CurrentUser } from '../stores/auth/session.ts';
import ApiAccess, { API_ACCESS_MESSAGES } from './account/ApiAccess.tsx';
import DataExport, { DATA_EXPORT_MESSAGES } from './account/DataExport.tsx';
import DeleteAccount, { DELETE_ACCOUNT_MESSAGES } from './account/DeleteAccount.tsx';
import PasswordForm, { PASSWORD_MESSAGES } from './account/PasswordForm.tsx';
import ProfileForm, { PROFILE_MESSAGES } from './account/ProfileForm.tsx';
import Security, { describeEvent, SECURITY_MESSAGES } from './account/Security.tsx';
import Sessions, { SESSIONS_MESSAGES } from './account/Sessions.tsx';
import TwoFactor, { TWO_FACTOR_SETTINGS_MESSAGES } from './account/TwoFactor.tsx';
import ForgotPasswordForm, { FORGOT_PASSWORD_MESSAGES } from './auth/ForgotPasswordForm.tsx';
import LoginForm, { LOGIN_MESSAGES } from './auth/LoginForm.tsx';
import ResetPasswordForm, { RESET_PASSWORD_MESSAGES } from './auth/ResetPasswordForm.tsx';
import SignUpForm, { SIGN_UP_MESSAGES } from './auth/SignUpForm.tsx';
import TwoFactorForm, { TwoFactorStep, TWO_FACTOR_MESSAGES } from './auth/TwoFactorForm.tsx';
import VerifyEmailForm, { VERIFY_EMAIL_MESSAGES } from './auth/VerifyEmailForm.tsx';
import CardForm, { CARD_FORM_MESSAGES } from './billing/CardForm.tsx';
import CreatorEarnings, { CREATOR_EARNINGS_MESSAGES } from './billing/CreatorEarnings.tsx';
import SocialCallback, { SOCIAL_CALLBACK_MESSAGES } from './social/SocialCallback.tsx';
import BecomeCreator, { BECOME_CREATOR_MESSAGES } from './catalog/studio/BecomeCreator.tsx';
import ExpertEditor, { EXPERT_EDITOR_MESSAGES } from './catalog/studio/ExpertEditor.tsx';
import MyExperts, { MY_EXPERTS_MESSAGES } from './catalog/studio/MyExperts.tsx';
import ModerationQueue, { MODERATION_QUEUE_MESSAGES } from './catalog/studio/ModerationQueue.tsx';
import ProtocolWorkbench, { PROTOCOL_WORKBENCH_MESSAGES } from './protocols/workbench/ProtocolWorkbench.tsx';
import { Paginator } from './ui/Paginator.tsx';
import { richTags } from './ui/rich.tsx';

const HERE = dirname(fileURLToPath(import.meta.url));
const ALLOWLISTS = import.meta.glob<Record<string, string[]>>('../i18n/allowlist/*.json', {
  eager: true,
  import: 'default',
});

interface Island {
  file: string;
  root: ComponentType<never>;
  prefixes: readonly string[];
  props?: Record<string, unknown>;
}

const ISLANDS: Island[] = [
  {
    file: 'auth/LoginForm.tsx',
    root: LoginForm as ComponentType<never>,
    prefixes: LOGIN_MESSAGES,
    props: { forgotPasswordHref: '/auth/forgot-password' },
  },
  { file: 'auth/SignUpForm.tsx', root: SignUpForm as ComponentType<never>, prefixes: SIGN_UP_MESSAGES },
  {
    file: 'auth/ForgotPasswordForm.tsx',
    root: ForgotPasswordForm as ComponentType<never>,
    prefixes: FORGOT_PASSWORD_MESSAGES,
  },
  {
    file: 'auth/ResetPasswordForm.tsx',
    root: ResetPasswordForm as ComponentType<never>,
    prefixes: RESET_PASSWORD_MESSAGES,
  },
  {
    file: 'auth/TwoFactorForm.tsx',
    root: TwoFactorForm as ComponentType<never>,
    prefixes: TWO_FACTOR_MESSAGES,
    props: { loginHref: '/auth/login' },
  },
  { file: 'auth/VerifyEmailForm.tsx', root: VerifyEmailForm as ComponentType<never>, prefixes: VERIFY_EMAIL_MESSAGES },
  { file: 'account/ProfileForm.tsx', root: ProfileForm as ComponentType<never>, prefixes: PROFILE_MESSAGES },
  { file: 'account/PasswordForm.tsx', root: PasswordForm as ComponentType<never>, prefixes: PASSWORD_MESSAGES },
  { file: 'account/TwoFactor.tsx', root: TwoFactor as ComponentType<never>, prefixes: TWO_FACTOR_SETTINGS_MESSAGES },
  { file: 'account/Sessions.tsx', root: Sessions as ComponentType<never>, prefixes: SESSIONS_MESSAGES },
  { file: 'account/Security.tsx', root: Security as ComponentType<never>, prefixes: SECURITY_MESSAGES },
  { file: 'account/ApiAccess.tsx', root: ApiAccess as ComponentType<never>, prefixes: API_ACCESS_MESSAGES },
  { file: 'account/DataExport.tsx', root: DataExport as ComponentType<never>, prefixes: DATA_EXPORT_MESSAGES },
  { file: 'account/DeleteAccount.tsx', root: DeleteAccount as ComponentType<never>, prefixes: DELETE_ACCOUNT_MESSAGES },
  { file: 'billing/CardForm.tsx', root: CardForm as ComponentType<never>, prefixes: CARD_FORM_MESSAGES },
  { file: 'billing/CreatorEarnings.tsx', root: CreatorEarnings as ComponentType<never>, prefixes: CREATOR_EARNINGS_MESSAGES },
  {
    file: 'social/SocialCallback.tsx',
    root: SocialCallback as ComponentType<never>,
    prefixes: SOCIAL_CALLBACK_MESSAGES,
    props: { loginHref: '/auth/login', forgotPasswordHref: '/auth/forgot-password' },
  },
  {
    file: 'catalog/studio/BecomeCreator.tsx',
    root: BecomeCreator as ComponentType<never>,
    prefixes: BECOME_CREATOR_MESSAGES,
    props: { studioHref: '/studio' },
  },
  {
    file: 'catalog/studio/MyExperts.tsx',
    root: MyExperts as ComponentType<never>,
    prefixes: MY_EXPERTS_MESSAGES,
    props: { applyHref: '/studio/apply', editorHref: '/studio/expert', protocolHref: '/studio/protocol', tenantNames: {} },
  },
  {
    file: 'catalog/studio/ExpertEditor.tsx',
    root: ExpertEditor as ComponentType<never>,
    prefixes: EXPERT_EDITOR_MESSAGES,
    props: { studioHref: '/studio', tenants: [] },
  },
  {
    file: 'catalog/studio/ModerationQueue.tsx',
    root: ModerationQueue as ComponentType<never>,
    prefixes: MODERATION_QUEUE_MESSAGES,
    props: { tenantNames: {} },
  },
  {
    file: 'protocols/workbench/ProtocolWorkbench.tsx',
    root: ProtocolWorkbench as ComponentType<never>,
    prefixes: PROTOCOL_WORKBENCH_MESSAGES,
    props: { studioHref: '/studio' },
  },
];

/** The island's own modules: the file and what it imports (statically or lazily) from src/islands. */
function moduleGraph(file: string): string[] {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(/(?:from |import\()'(\.[^']+)'/g)) {
      const target = resolve(dirname(path), match[1]!);
      if (target.startsWith(HERE) && /\.tsx?$/.test(target) && !target.endsWith('.test.ts')) visit(target);
    }
  };
  visit(resolve(HERE, file));
  return [...seen];
}

/**
 * Keys an island's code names: quoted literals in the islands' namespaces, and the fixed start of a template key
 * (`account.security.events.${type}` -> `account.security.events.`). The runtime's `errors.*`/`session.*` come
 * from the page's data block, not from the island's messages.
 */
function keysUsed(files: string[]): { literal: Set<string>; partial: Set<string> } {
  const literal = new Set<string>();
  const partial = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/['`]((?:auth|account|billing|form|social|studio)\.[A-Za-z0-9_.]*)(\$\{|['`])/g)) {
      if (match[2] === '${' || match[1]!.endsWith('.')) partial.add(match[1]!.replace(/\.?$/, '.'));
      else literal.add(match[1]!);
    }
  }
  return { literal, partial };
}

const covered = (prefixes: readonly string[], key: string) => prefixes.some((prefix) => key.startsWith(prefix));

const SIGNED_IN: CurrentUser = {
  user_id: 'u1',
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  is_verified: true,
  profile_complete: true,
  language: 'en',
  promotional_opt_in: false,
  phone: null,
  phone_verified: false,
  two_factor_enabled: false,
  created_at: '2026-01-01T00:00:00Z',
};

let reported: string[];
beforeEach(() => {
  reported = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void reported.push(args.map(String).join(' ')));
});
afterEach(() => {
  vi.restoreAllMocks();
  $session.set({ status: 'unknown', user: null, error: null, twoFactor: null, pending: false });
});

/** The island in each state its first render can show: signed out, signed in with 2FA off and on, a 2FA challenge held. */
function renderStates(island: Island, locale: Locale): string[] {
  const messages = islandMessages(locale, ...island.prefixes);
  const render = () => renderToString(createElement(island.root, { locale, messages, ...island.props } as never));
  const html: string[] = [render()];
  $session.set({ ...$session.get(), status: 'authenticated', user: SIGNED_IN });
  html.push(render());
  $session.set({ ...$session.get(), user: { ...SIGNED_IN, two_factor_enabled: true } });
  html.push(render());
  $session.set({
    ...$session.get(),
    status: 'anonymous',
    user: null,
    twoFactor: { challengeToken: 't', expiresAt: '', redirect: undefined },
  });
  html.push(render());
  if (island.file === 'auth/LoginForm.tsx') {
    // The lazily loaded code step renders inside the login island with the login island's messages.
    const step = createElement(TwoFactorStep, { id: 'login-two-factor' });
    html.push(renderToString(createElement(IslandI18n, { locale, messages, children: step })));
  }
  return html;
}

/** The visible text pieces of rendered markup (between tags), plus labels read aloud (aria-label, alt, placeholder). */
function texts(html: string): string[] {
  const attributes = [...html.matchAll(/(?:aria-label|alt|placeholder)="([^"]*)"/g)].map((m) => m[1]!);
  const nodes = html.replace(/<!--.*?-->/g, '').split(/<[^>]+>/);
  return [...attributes, ...nodes]
    .map((text) =>
      text
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter(Boolean);
}

const RAW_KEY = /\b(?:auth|account|billing|form|social|studio|errors|session)\.[a-z][A-Za-z0-9]*\.[A-Za-z0-9_.]+/;

describe('island messages', () => {
  it.each(ISLANDS.map((island) => [island.file, island] as const))('%s: its prefixes cover every key its code uses', (_file, island) => {
    const { literal, partial } = keysUsed(moduleGraph(island.file));
    expect(literal.size, 'keys found in the code').toBeGreaterThan(0);
    for (const key of literal) {
      const known = key in CATALOG.en || Object.keys(CATALOG.en).some((k) => k.startsWith(`${key}_`) || k.startsWith(`${key}.`));
      expect(known, `${key} is in src/i18n/locales/en`).toBe(true);
      // A bare key stem (`account.apiKeys`, completed in code) must be covered as a whole family.
      expect(covered(island.prefixes, key) || island.prefixes.some((p) => p.startsWith(`${key}.`)), `${island.file} uses ${key}`).toBe(
        true,
      );
    }
    for (const start of partial)
      expect(covered(island.prefixes, start) || island.prefixes.some((p) => p.startsWith(start)), `${island.file} uses ${start}…`).toBe(
        true,
      );
  });

  it.each(ISLANDS.map((island) => [island.file, island] as const))(
    '%s: renders in every locale without a raw key, a missing key or English',
    (_file, island) => {
      const english = new Set(renderStates(island, 'en').flatMap(texts));
      for (const locale of LOCALES) {
        const html = renderStates(island, locale);
        for (const page of html) expect(page, `${island.file} in ${locale}`).not.toMatch(RAW_KEY);
        expect(
          reported.filter((line) => line.includes('i18n')),
          `${island.file} in ${locale}`,
        ).toEqual([]);
        if (locale === 'en') continue;
        const allowed = new Set([
          ...Object.values(LANGUAGE_NATIVE_NAMES),
          SIGNED_IN.email, // data, not copy
          ...Object.values(ALLOWLISTS).flatMap((lists) => [...(lists['*'] ?? []), ...(lists[locale] ?? [])]),
        ]);
        const copied = html.flatMap(texts).filter((text) => english.has(text) && /\p{L}{2}/u.test(text) && !allowed.has(text));
        expect([...new Set(copied)], `${island.file}: English left in ${locale}`).toEqual([]);
      }
    },
  );
});

describe('markup inside translations', () => {
  it('every language keeps the <strong>/<link> tags of the English sentence', () => {
    for (const [key, english] of Object.entries(CATALOG.en)) {
      const tags = richTags(english);
      if (tags.length === 0) continue;
      for (const locale of LOCALES) expect(richTags(CATALOG[locale][key]!), `${locale} ${key}`).toEqual(tags);
    }
  });
});

describe('the paginator', () => {
  const render = (locale: Locale) =>
    renderToString(
      createElement(IslandI18n, {
        locale,
        messages: islandMessages(locale, 'form.'),
        children: createElement(Paginator, { current: 1, total: 35, perPage: 10, onPage: () => {} }),
      }),
    );

  it('reads "1–10 of 35" in English, the range kept left to right in its own element', () => {
    const html = render('en');
    expect(html).toContain('<span dir="ltr">1<!-- -->–<!-- -->10</span> of 35');
    expect(html).toContain('aria-label="Page 2"');
  });

  it('speaks Arabic and Chinese around the same range', () => {
    expect(render('ar')).toContain('<span dir="ltr">1<!-- -->–<!-- -->10</span> من 35');
    expect(render('zh-CN')).toContain('第 <span dir="ltr">1<!-- -->–<!-- -->10</span> 条，共 35 条');
  });
});

describe('security events', () => {
  it('every event type of the contract has a name in every language; English reads as before (the code, spaced)', () => {
    for (const locale of LOCALES) {
      const t = createTranslator(locale, islandMessages(locale, ...SECURITY_MESSAGES));
      for (const type of SECURITY_EVENT_TYPES) expect(CATALOG[locale][`account.security.events.${type}`], `${locale} ${type}`).toBeTruthy();
      if (locale === 'en') {
        expect(describeEvent(t, 'sign_in_failed')).toBe('Sign in failed');
        expect(describeEvent(t, 'api_key_created')).toBe('Api key created');
      }
    }
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(describeEvent(createTranslator('fr', {}), 'brand_new_event')).toBe('Brand new event');
    report.mockRestore();
  });
});
