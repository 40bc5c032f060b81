import { describe, expect, it } from 'vitest';
import { PAYMENT_UNDER_WAY } from '../../../domain/pricing';
import { SLOT_MESSAGES } from '../../../domain/slots';
import english from './messages.en';

describe('the server sentences a page recognises', () => {
  it('are the very sentences the server sends', () => {
    expect(english).toEqual({ paymentUnderWay: PAYMENT_UNDER_WAY, ...SLOT_MESSAGES });
  });
});
