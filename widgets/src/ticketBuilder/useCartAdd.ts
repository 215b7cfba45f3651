import { CART_UPDATE_FAILURE, type ActionResult, type AddCartItemRequest, type ApiMessage } from '@drawkit/sdk';
import { useRef, useState } from 'react';
import { useDrawkit } from '../context/DrawkitProvider';

/**
 * Adding a built ticket, raffle bundle or share to the cart: one request at a time, the
 * server's messages on failure (the spec's add-to-cart failure text when it gave none), and
 * `prepare` for the form's focus and press, which loads what the add is sent with (the SDK's
 * writes; a signed-out shopper's reads did without it) before the click rather than after.
 */
export function useCartAdd(onSubmit: (item: AddCartItemRequest) => Promise<ActionResult>) {
  const [submitting, setSubmitting] = useState(false);
  const [messages, setMessages] = useState<ApiMessage[]>([]);
  const [added, setAdded] = useState(false);
  const inFlight = useRef(false);
  const { api } = useDrawkit();
  // Asked once per form: its focus and press handlers call it at every focus and press.
  const prepared = useRef(false);
  const prepare = () => {
    if (prepared.current) return;
    prepared.current = true;
    void api.prepareWrites();
  };

  /** Sends the item `build` returns; resolves true once it is in the cart (false when busy or refused). */
  const add = async (build: () => AddCartItemRequest | Promise<AddCartItemRequest>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSubmitting(true);
    setMessages([]);
    let result: ActionResult;
    try {
      result = await onSubmit(await build());
    } catch {
      result = { ok: false, messages: [] };
    }
    inFlight.current = false;
    setSubmitting(false);
    if (result.ok) {
      setAdded(true);
      return true;
    }
    setMessages(result.messages.length > 0 ? result.messages : [{ message: CART_UPDATE_FAILURE, code: 'add_to_cart_failed', level: 'error' }]);
    return false;
  };

  return { submitting, messages, setMessages, added, setAdded, add, prepare };
}
