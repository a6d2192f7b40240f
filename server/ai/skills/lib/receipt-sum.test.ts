import { describe, expect, it } from 'vitest';
import { receiptSum, receiptSumAsked } from './receipt-sum.js';
import { shopNoticeAlone } from './shop-notice.js';

const receipt = 'Store: Orsay Paris\nSatin Slingback Heels 780.00\nGreen Silk Scarf 120.00\nVAT 0.00\nTOTAL 900.00\nVisa ****1234';

describe('receiptSum', () => {
  it('answers with the total line when nothing is left out', () => {
    expect(receiptSum('how much was all that', receipt)).toMatchObject({ amount: 900, lines: 0 });
  });
  it('adds the priced lines less the ones left out', () => {
    expect(receiptSum('what does it come to minus the heels', receipt)).toMatchObject({ amount: 120, lines: 1, leftOut: ['Satin Slingback Heels'] });
  });
  it('adds lines when the paste states no total', () => {
    expect(receiptSum('how much did i spend', 'Blue Straight Jeans $78\nGold Hoop Earrings $45')).toMatchObject({ amount: 123, lines: 2 });
  });
  it('leaves the cart\u2019s total and a receipt\u2019s own lines to others', () => {
    expect(receiptSum('what is my cart total', receipt)).toBeNull();
    expect(receiptSum('Total 388.00', receipt)).toBeNull();
    expect(receiptSum('show me similar heels', receipt)).toBeNull();
  });
  it('reads the receipt from the turn before when the ask comes alone', () => {
    expect(receiptSumAsked('so what did that come to?', [receipt])).toMatchObject({ amount: 900 });
    expect(receiptSumAsked('so what did that come to?', [])).toBeNull();
  });
});

describe('shopNoticeAlone', () => {
  it('takes a shop\u2019s order notice with nothing of the shopper\u2019s as a notice', () => {
    expect(shopNoticeAlone('Your order has been dispatched! Black Ankle Boots (Forma). Track your parcel with DPD.')).toBe(true);
  });
  it('keeps a notice with a line of the shopper\u2019s own as a request', () => {
    expect(shopNoticeAlone('Your order has been dispatched! Black Ankle Boots.\nput them in my wardrobe')).toBe(false);
    expect(shopNoticeAlone('Your order has shipped. any cheaper boots?')).toBe(false);
  });
});
