import { withKeptQueryParameters, type DrawkitClient } from '@drawkit/sdk';
import { useDrawkit } from '@drawkit/widgets';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/** `/cart` carrying the kept utm parameters (shop-core §4, §9). */
export function cartPath(client: DrawkitClient): string {
  return withKeptQueryParameters('/cart', client.session.getState().keptQueryParameters);
}

/**
 * What the storefront does after an add or build (shop-core §4): the pre-cart drawer opens when
 * enabled (the cart store flags it), else the app goes to /cart carrying the kept utm parameters.
 */
export function useAfterAdd(): () => void {
  const client = useDrawkit();
  const navigate = useNavigate();
  return useCallback(() => {
    const next = client.cart.getState().afterAdd();
    if (next.kind === 'navigate') void navigate(next.path);
  }, [client, navigate]);
}
