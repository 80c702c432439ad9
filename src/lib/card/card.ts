/**
 * Pure card-number rules for the card-payment form (spec §3 "Credit card form"): brand detection from the
 * issuer prefixes, the Luhn checksum, a future expiry in MM/YY, security-code length by brand and the holder
 * name. Nothing here touches the network: there is no payment provider yet, so the form only validates.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

interface BrandRule {
  brand: Exclude<CardBrand, 'unknown'>;
  label: string;
  /** Issuer prefixes (IIN ranges), tested on the digits only. */
  pattern: RegExp;
  lengths: readonly number[];
  codeLength: number;
  /** Where the groups of digits break when the number is shown (4-4-4-4, Amex 4-6-5, Diners 4-6-4). */
  groups: readonly number[];
}

/** Order matters: narrower ranges (Diners 36, UnionPay 62) before wider ones that could overlap. */
const BRAND_RULES: readonly BrandRule[] = [
  { brand: 'amex', label: 'American Express', pattern: /^3[47]/, lengths: [15], codeLength: 4, groups: [4, 6, 5] },
  {
    brand: 'diners',
    label: 'Diners Club',
    pattern: /^3(?:0[0-5]|[689])/,
    lengths: [14, 16, 19],
    codeLength: 3,
    groups: [4, 6, 4],
  },
  {
    brand: 'jcb',
    label: 'JCB',
    pattern: /^35(?:2[89]|[3-8])/,
    lengths: [16, 17, 18, 19],
    codeLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
  { brand: 'visa', label: 'Visa', pattern: /^4/, lengths: [13, 16, 19], codeLength: 3, groups: [4, 4, 4, 4, 3] },
  {
    brand: 'mastercard',
    label: 'Mastercard',
    pattern: /^(?:5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    codeLength: 3,
    groups: [4, 4, 4, 4],
  },
  {
    brand: 'discover',
    label: 'Discover',
    pattern: /^(?:6011|65|64[4-9]|622(?:12[6-9]|1[3-9]|[2-8]|9[01]|92[0-5]))/,
    lengths: [16, 17, 18, 19],
    codeLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
  {
    brand: 'unionpay',
    label: 'UnionPay',
    pattern: /^62/,
    lengths: [16, 17, 18, 19],
    codeLength: 3,
    groups: [4, 4, 4, 4, 3],
  },
];

const UNKNOWN_RULE = {
  brand: 'unknown',
  label: 'Card',
  lengths: [12, 13, 14, 15, 16, 17, 18, 19],
  codeLength: 3,
  groups: [4, 4, 4, 4, 3],
} as const;

export const HOLDER_NAME_MAX = 26;

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

function ruleFor(number: string) {
  const digits = digitsOnly(number);
  return BRAND_RULES.find((rule) => rule.pattern.test(digits)) ?? UNKNOWN_RULE;
}

export function detectBrand(number: string): CardBrand {
  return ruleFor(number).brand;
}

export function brandLabel(brand: CardBrand): string {
  return (BRAND_RULES.find((rule) => rule.brand === brand) ?? UNKNOWN_RULE).label;
}

/** Amex prints a 4-digit code on the front; every other brand a 3-digit one on the back. */
export function securityCodeLength(brand: CardBrand): number {
  return (BRAND_RULES.find((rule) => rule.brand === brand) ?? UNKNOWN_RULE).codeLength;
}

export function maxNumberLength(number: string): number {
  return Math.max(...ruleFor(number).lengths);
}

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  const digits = digitsOnly(number);
  if (digits.length === 0) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Groups the digits as the brand prints them ("4242 4242 4242 4242", Amex "3782 822463 10005"). */
export function formatCardNumber(value: string): string {
  const rule = ruleFor(value);
  const digits = digitsOnly(value).slice(0, Math.max(...rule.lengths));
  const parts: string[] = [];
  let start = 0;
  for (const size of rule.groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  if (start < digits.length) parts.push(digits.slice(start));
  return parts.join(' ');
}

/** Typing "1" then "2" gives "12/", "3" gives "03/": a single digit above 1 can only be a month. */
export function formatExpiry(value: string): string {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function formatSecurityCode(value: string, brand: CardBrand): string {
  return digitsOnly(value).slice(0, securityCodeLength(brand));
}

export interface CardInput {
  holderName: string;
  number: string;
  expiry: string;
  securityCode: string;
}

export type CardField = keyof CardInput;
export type CardErrors = Partial<Record<CardField, string>>;

export const CARD_MESSAGES = {
  holderRequired: 'Enter the name shown on the card',
  holderTooLong: `The name on a card has at most ${HOLDER_NAME_MAX} characters`,
  holderInvalid: 'Use letters, spaces, hyphens, apostrophes and full stops only',
  numberRequired: 'Enter the card number',
  numberLength: 'This card number has the wrong number of digits',
  numberLuhn: 'This card number is not valid; check the digits',
  expiryRequired: 'Enter the expiry date as MM/YY',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryMonth: 'The month must be between 01 and 12',
  expiryPast: 'This card has expired',
  codeRequired: 'Enter the security code',
  codeLength: (length: number) => `The security code has ${length} digits for this card`,
} as const;

export function validateHolderName(value: string): string | undefined {
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') return CARD_MESSAGES.holderRequired;
  if (name.length > HOLDER_NAME_MAX) return CARD_MESSAGES.holderTooLong;
  if (!/^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u.test(name)) return CARD_MESSAGES.holderInvalid;
  return undefined;
}

export function validateCardNumber(value: string): string | undefined {
  const digits = digitsOnly(value);
  if (digits === '') return CARD_MESSAGES.numberRequired;
  if (!(ruleFor(digits).lengths as readonly number[]).includes(digits.length)) return CARD_MESSAGES.numberLength;
  if (!passesLuhn(digits)) return CARD_MESSAGES.numberLuhn;
  return undefined;
}

/** A card is valid through the last day of its expiry month, so the current month still passes. */
export function validateExpiry(value: string, now: Date = new Date()): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return CARD_MESSAGES.expiryRequired;
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(trimmed);
  if (!match) return CARD_MESSAGES.expiryFormat;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return CARD_MESSAGES.expiryMonth;
  const year = 2000 + Number(match[2]);
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return CARD_MESSAGES.expiryPast;
  return undefined;
}

export function validateSecurityCode(value: string, brand: CardBrand): string | undefined {
  const digits = value.trim();
  if (digits === '') return CARD_MESSAGES.codeRequired;
  const length = securityCodeLength(brand);
  if (!/^\d+$/.test(digits) || digits.length !== length) return CARD_MESSAGES.codeLength(length);
  return undefined;
}

export function validateCard(input: CardInput, now: Date = new Date()): CardErrors {
  const brand = detectBrand(input.number);
  const errors: CardErrors = {
    holderName: validateHolderName(input.holderName),
    number: validateCardNumber(input.number),
    expiry: validateExpiry(input.expiry, now),
    securityCode: validateSecurityCode(input.securityCode, brand),
  };
  for (const key of Object.keys(errors) as CardField[]) if (errors[key] === undefined) delete errors[key];
  return errors;
}
