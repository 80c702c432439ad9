/**
 * Every page in the auth frame (served by src/pages/…/auth/[page].astro): its heading and lead keys
 * (`auth.pages.<key>.*`), its form, the social buttons where one signs in or up, and a way back (`auth.switch.*`).
 */
import ForgotPasswordForm from './ForgotPasswordForm.astro';
import LoginForm from './LoginForm.astro';
import ResetPasswordForm from './ResetPasswordForm.astro';
import SignUpForm from './SignUpForm.astro';
import TwoFactorForm from './TwoFactorForm.astro';
import VerifyEmailForm from './VerifyEmailForm.astro';

export interface AuthPage {
  key: string;
  form: typeof LoginForm;
  formProps?: Record<string, unknown>;
  variant?: 'card' | 'split' | 'illustrated';
  social?: 'login' | 'signup';
  /** The way back: `auth.switch.<question>` and `auth.switch.<action>`, a link to `to`. */
  back?: { question: string; action: string; to: string };
}

const TO_SIGN_UP = { question: 'newHere', action: 'createAccount', to: '/auth/signup-1' };
const TO_LOGIN = { question: 'haveAccount', action: 'logIn', to: '/auth/login' };
const SIGN_IN = { form: LoginForm, social: 'login', back: TO_SIGN_UP } as const;
const SIGN_UP = { form: SignUpForm, social: 'signup', back: TO_LOGIN } as const;

export const AUTH_PAGES: Record<string, AuthPage> = {
  login: { key: 'login', ...SIGN_IN },
  'login-2': { key: 'login2', ...SIGN_IN, variant: 'split' },
  'login-3': { key: 'login3', ...SIGN_IN, variant: 'illustrated' },
  'signup-1': { key: 'signup1', ...SIGN_UP },
  'signup-2': { key: 'signup2', ...SIGN_UP, variant: 'split' },
  'signup-3': { key: 'signup3', ...SIGN_UP, formProps: { columns: true } },
  register: {
    key: 'register',
    form: SignUpForm,
    formProps: { id: 'register', submitKey: 'auth.register.submit' },
    back: { ...TO_LOGIN, question: 'registered' },
  },
  'forgot-password': { key: 'forgot', form: ForgotPasswordForm, back: { ...TO_LOGIN, question: 'remembered', action: 'backToLogin' } },
  'reset-password': {
    key: 'reset',
    form: ResetPasswordForm,
    back: { question: 'linkExpired', action: 'requestNew', to: '/auth/forgot-password' },
  },
  'two-factor': { key: 'twoFactor', form: TwoFactorForm, back: { ...TO_LOGIN, question: 'notYou', action: 'otherAccount' } },
  'verify-email': { key: 'verify', form: VerifyEmailForm, variant: 'illustrated' },
};
