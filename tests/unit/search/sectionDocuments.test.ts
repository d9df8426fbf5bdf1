import {describe, expect, it} from 'vitest';
import {sectionDocuments} from '../../../src/search/sectionDocuments';
import {page} from './fixtureIndex';

describe("a page's other names in the index", () => {
  it('hold each term once, however many of the names share it', () => {
    const overview = page(
      '/online-banking/',
      'Payment methods',
      'Online banking',
      [[null, null, ['Pay from a bank account.']]],
      ['Інтернет-банкінг', 'online banking', 'net banking', 'internet banking', 'інтернет-банк', 'Net Banking'],
    );
    const [document] = sectionDocuments([overview], () => []);
    expect(document.otherLanguageTitles.split('\n')).toEqual(['Інтернет банкінг', 'net', 'internet', 'банк']);
  });

  it('leave out the terms of the title, and the category those of the title too', () => {
    const applePay = page(
      '/deferred-charge/apple-pay/',
      'Deferred charge',
      'Deferred charge with Apple Pay',
      [[null, null, ['Charge the customer later.']]],
      ['Відкладене списання з Apple Pay', 'deferred charge', 'charge later'],
    );
    const overview = page(
      '/payouts/',
      'Payouts',
      'Payouts to cards and accounts',
      [[null, null, ['Send money.']]],
      ['Виплати', 'payout', 'disbursement'],
    );
    const [applePayDocument, overviewDocument] = sectionDocuments([applePay, overview], () => []);
    expect(applePayDocument.category).toBe('');
    expect(applePayDocument.otherLanguageTitles.split('\n')).toEqual(['Відкладене списання', 'later']);
    expect(overviewDocument.category).toBe('');
    expect(overviewDocument.otherLanguageTitles.split('\n')).toEqual(['Виплати', 'disbursement']);
  });

  it('keep a heading of the other language after the page names', () => {
    const refunds = page('/refunds/', 'Refunds', 'Refunds', [['Partial', 'partial', ['Refund part.']]], ['Повернення']);
    const documents = sectionDocuments([refunds], (_, anchor) => (anchor === 'partial' ? ['Часткове повернення'] : []));
    expect(documents[0].otherLanguageTitles.split('\n')).toEqual(['Повернення', 'Часткове']);
  });
});
