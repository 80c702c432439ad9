import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  HOLDER_NAME_MAX,
  brandLabel,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  formatSecurityCode,
  passesLuhn,
  securityCodeLength,
  validateCard,
  validateCardNumber,
  validateExpiry,
  validateHolderName,
  validateSecurityCode,
} from './card.ts';

const NOW = new Date(2026, 10, 22); // 22 November 2026

describe('detectBrand', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000 0566 5566 5556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['36227206271667', 'diners'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
    ['', 'unknown'],
  ])('%s is %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('does not take 2720+1 or 2220 for Mastercard', () => {
    expect(detectBrand('2721000000000000')).toBe('unknown');
    expect(detectBrand('2220000000000000')).toBe('unknown');
  });

  it('names brands for people', () => {
    expect(brandLabel('amex')).toBe('American Express');
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('unknown')).toBe('Card');
  });
});

describe('passesLuhn', () => {
  it('accepts valid numbers and ignores spaces', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
  });
  it('rejects a changed digit, and nothing at all', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('security code length', () => {
  it('is 4 for Amex and 3 for the others', () => {
    expect(securityCodeLength('amex')).toBe(4);
    for (const brand of ['visa', 'mastercard', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'] as const) {
      expect(securityCodeLength(brand)).toBe(3);
    }
  });
});

describe('formatting as you type', () => {
  it('groups 4-4-4-4 and Amex 4-6-5, dropping extra digits and non-digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('378282246310005999')).toBe('3782 822463 10005');
    expect(formatCardNumber('55555555555544449')).toBe('5555 5555 5555 4444');
    expect(formatCardNumber('4242424242424242424')).toBe('4242 4242 4242 4242 424');
  });
  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1228')).toBe('12/28');
    expect(formatExpiry('3')).toBe('03/');
    expect(formatExpiry('12/289')).toBe('12/28');
    expect(formatExpiry('')).toBe('');
  });
  it('cuts the security code to the brand length', () => {
    expect(formatSecurityCode('12345', 'amex')).toBe('1234');
    expect(formatSecurityCode('1a2b34', 'visa')).toBe('123');
  });
});

describe('validateHolderName', () => {
  it('needs a name', () => {
    expect(validateHolderName('  ')).toBe(CARD_MESSAGES.holderRequired);
  });
  it('accepts names with accents, hyphens and apostrophes', () => {
    expect(validateHolderName("Zoë O'Neil-Núñez")).toBeUndefined();
    expect(validateHolderName('J. R. Smith')).toBeUndefined();
  });
  it('rejects digits and symbols, and names longer than a card holds', () => {
    expect(validateHolderName('Agent 007')).toBe(CARD_MESSAGES.holderInvalid);
    expect(validateHolderName('A'.repeat(HOLDER_NAME_MAX + 1))).toBe(CARD_MESSAGES.holderTooLong);
    expect(validateHolderName('A'.repeat(HOLDER_NAME_MAX))).toBeUndefined();
  });
});

describe('validateCardNumber', () => {
  it('needs digits of the brand length that pass Luhn', () => {
    expect(validateCardNumber('')).toBe(CARD_MESSAGES.numberRequired);
    expect(validateCardNumber('4242 4242 4242')).toBe(CARD_MESSAGES.numberLength);
    expect(validateCardNumber('3782822463100051')).toBe(CARD_MESSAGES.numberLength);
    expect(validateCardNumber('4242 4242 4242 4241')).toBe(CARD_MESSAGES.numberLuhn);
    expect(validateCardNumber('4242 4242 4242 4242')).toBeUndefined();
    expect(validateCardNumber('3782 822463 10005')).toBeUndefined();
  });
});

describe('validateExpiry', () => {
  it('needs MM/YY with a real month', () => {
    expect(validateExpiry('')).toBe(CARD_MESSAGES.expiryRequired);
    expect(validateExpiry('1228', NOW)).toBe(CARD_MESSAGES.expiryFormat);
    expect(validateExpiry('13/28', NOW)).toBe(CARD_MESSAGES.expiryMonth);
    expect(validateExpiry('00/28', NOW)).toBe(CARD_MESSAGES.expiryMonth);
  });
  it('accepts the current month and later, refuses earlier', () => {
    expect(validateExpiry('11/26', NOW)).toBeUndefined();
    expect(validateExpiry('12/26', NOW)).toBeUndefined();
    expect(validateExpiry('01/27', NOW)).toBeUndefined();
    expect(validateExpiry('10/26', NOW)).toBe(CARD_MESSAGES.expiryPast);
    expect(validateExpiry('12/25', NOW)).toBe(CARD_MESSAGES.expiryPast);
  });
});

describe('validateSecurityCode', () => {
  it('asks for 4 digits on Amex and 3 on others', () => {
    expect(validateSecurityCode('', 'visa')).toBe(CARD_MESSAGES.codeRequired);
    expect(validateSecurityCode('123', 'amex')).toBe('The security code has 4 digits for this card');
    expect(validateSecurityCode('1234', 'amex')).toBeUndefined();
    expect(validateSecurityCode('1234', 'visa')).toBe('The security code has 3 digits for this card');
    expect(validateSecurityCode('12a', 'visa')).toBe(CARD_MESSAGES.codeLength(3));
    expect(validateSecurityCode('123', 'mastercard')).toBeUndefined();
  });
});

describe('validateCard', () => {
  it('returns no errors for a valid card', () => {
    expect(validateCard({ holderName: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', securityCode: '123' }, NOW)).toEqual(
      {},
    );
  });
  it('returns one message per failing field and judges the code by the number brand', () => {
    expect(validateCard({ holderName: '', number: '3782 822463 10005', expiry: '01/20', securityCode: '123' }, NOW)).toEqual({
      holderName: CARD_MESSAGES.holderRequired,
      expiry: CARD_MESSAGES.expiryPast,
      securityCode: CARD_MESSAGES.codeLength(4),
    });
  });
});
