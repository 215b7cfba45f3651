import { DrawkitProvider } from '@drawkit/widgets';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testClient } from '../../__tests__/renderApp';
import { useCatalogue } from '../useCatalogue';

function OfferCount() {
  return <p>{useCatalogue().offers.length} offers</p>;
}

describe('useCatalogue', () => {
  it('asks for the catalogue once when two parts of a page mount together (the footer and the page)', () => {
    const client = testClient();
    const load = vi.spyOn(client.catalogue.getState(), 'load');
    render(
      <DrawkitProvider client={client}>
        <OfferCount />
        <OfferCount />
      </DrawkitProvider>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    expect(client.catalogue.getState().status).toBe('loading');
  });

  it('asks again for the whole catalogue when only a partner page\'s offers are held', () => {
    const client = testClient();
    client.catalogue.setState({ status: 'succeeded', complete: false });
    const load = vi.spyOn(client.catalogue.getState(), 'load');
    render(
      <DrawkitProvider client={client}>
        <OfferCount />
      </DrawkitProvider>,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
