/**
 * Issue 13's point for the storefront's my-details form: what the page says of an input and
 * what the server's details schema says of the request the page would send agree, field by
 * field and word for word.
 */
import { customerDetailsSchema } from '@drawkit/contract/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateDetails } from '../pages/myAccount/DetailsForm';

const DETAILS = {
  firstname: 'Jo',
  lastname: 'Citizen',
  email: 'jo@example.com',
  phone: '',
  address: '1 Main St',
  addressLine2: '',
  suburb: 'Brisbane',
  state: 'QLD',
  postcode: '4000',
  country: 'Australia',
};

/** What DetailsForm sends: phone and address line 2 only when filled in. */
function sent(values: typeof DETAILS): Record<string, string> {
  const { phone, addressLine2, ...rest } = values;
  return { ...rest, ...(phone.trim() ? { phone } : {}), ...(addressLine2.trim() ? { addressLine2 } : {}) };
}

function serverVerdict(request: unknown): Record<string, string> {
  const parsed = z.safeParse(customerDetailsSchema, request);
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('the my-details form and the server agree', () => {
  it.each([
    ['complete details', {}],
    ['a phone number', { phone: '+61 (7) 3000-0000' }],
    ['a phone number of 7 digits', { phone: '300 0000' }],
    ['a phone number with letters', { phone: '0400 abc 000' }],
    ['a state in lower case', { state: 'qld' }],
    ['a state not in the list', { state: 'XYZ' }],
    ['an empty state', { state: ' ' }],
    ['an email without a domain', { email: 'jo@' }],
    ['an empty email', { email: '' }],
    ['a post code of five digits', { postcode: '40000' }],
    ['an empty first name', { firstname: '' }],
    ['a suburb of 81 characters', { suburb: 's'.repeat(81) }],
    ['an address with a control character', { address: '1 Main\u0000 St' }],
    ['everything empty', Object.fromEntries(Object.keys(DETAILS).map((k) => [k, '']))],
  ])('on %s', async (_, change) => {
    const values = { ...DETAILS, ...change };
    const page = await validateDetails(values);
    expect(page).toEqual(serverVerdict(sent(values)));
    for (const message of Object.values(page)) expect(message).not.toMatch(/^(Invalid|Too (big|small)|Expected)/);
  });
});
