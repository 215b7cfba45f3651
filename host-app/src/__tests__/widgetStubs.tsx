// Stand-ins for the widgets the pages mount, so route tests check which page a path reaches
// (and what it hands the widget) without the widgets' own network calls. The widgets have their
// own tests; DrawkitProvider, useDrawkit and useStore stay real.
import type * as Widgets from '@drawkit/widgets';
import type { Receipt } from '@drawkit/sdk';

type Props = Record<string, unknown>;

/** The props a stub shows: the plain values (callbacks are exercised through its buttons). */
function plainProps(props: Props): string {
  return JSON.stringify(Object.fromEntries(Object.entries(props).filter(([, value]) => typeof value !== 'function')));
}

function stub(name: string, actions: Record<string, (props: Props) => void> = {}) {
  return function WidgetStub(props: Props) {
    return (
      <div data-testid="widget" data-widget={name} data-props={plainProps(props)}>
        {name}
        {Object.entries(actions).map(([label, run]) => (
          <button key={label} type="button" onClick={() => run(props)}>
            {label}
          </button>
        ))}
      </div>
    );
  };
}

export const STUB_RECEIPT = { checkoutId: 'chk_42' } as Receipt;

const call = (props: Props, name: string, ...args: unknown[]) => (props[name] as (...a: unknown[]) => void)(...args);

export function stubWidgets(actual: typeof Widgets): typeof Widgets {
  return {
    ...actual,
    TicketBuilder: stub('TicketBuilder', {
      'Stub: added': (props) => call(props, 'onAdded'),
      'Stub: game type powerhit': (props) => call(props, 'onGameTypeChange', 'powerhit'),
    }),
    Cart: stub('Cart', { 'Stub: check out': (props) => call(props, 'onCheckout') }),
    Checkout: stub('Checkout', { 'Stub: complete': (props) => call(props, 'onComplete', STUB_RECEIPT) }),
    Receipt: (props: Props) => {
      // Lets a test see what a page that fails to render looks like.
      if (props.checkoutId === 'render-error') throw new Error('Receipt failed to render');
      return stub('Receipt')(props);
    },
    PartnerPurchase: stub('PartnerPurchase', { 'Stub: complete': (props) => call(props, 'onComplete', STUB_RECEIPT) }),
    WalletDeposit: stub('WalletDeposit'),
  } as unknown as typeof Widgets;
}
