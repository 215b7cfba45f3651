import { describe, expect, it } from 'vitest';
import { accountSectionsFor } from '../accountSections';

describe('the account menu', () => {
  it('lists only the sections every capability of which the customer has', () => {
    const labels = (caps: string[]) => accountSectionsFor((c) => caps.includes(c)).flatMap((g) => g.sections.map((s) => s.label));
    expect(labels([])).toContain('My details');
    expect(labels([])).not.toContain('Withdraw');
    expect(labels(['subscription-manage'])).not.toContain('Subscriptions');
    expect(labels(['subscription-manage', 'viewing-orders'])).toContain('Subscriptions');
    expect(labels(['wallet-withdrawal', 'customer-deactivate'])).toEqual(expect.arrayContaining(['Withdraw', 'Close my account']));
  });
});
