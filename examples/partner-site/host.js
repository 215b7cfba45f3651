// The partner page's own script: it listens for the events <drawkit-purchase> announces
// (they bubble and cross the shadow boundary) and lists them, proving the host page can react
// to a cart change or a completed purchase, e.g. for its own analytics.

const log = document.querySelector('[data-testid="drawkit-event-log"]');

/** "$12.50" from integer cents, without depending on Drawkit's formatting. */
function money(total) {
  if (!total || typeof total.amount !== 'number') return '';
  return `$${(total.amount / 100).toFixed(2)}`;
}

function describeEvent(event) {
  const detail = event.detail ?? {};
  if (event.type === 'drawkit:purchase-complete') {
    return `purchase complete: checkout ${detail.checkoutId ?? '?'}, paid ${money(detail.total)}`;
  }
  const items = detail.cart?.cartItems?.length ?? 0;
  return `cart changed: ${items} item${items === 1 ? '' : 's'}, total ${money(detail.cart?.cartTotal)}`;
}

function record(event) {
  const entry = document.createElement('li');
  entry.dataset.testid = 'drawkit-event';
  entry.dataset.eventType = event.type;
  // Not toLocaleTimeString: its first call loads the locale's data, which costs more than the rest of this script.
  const now = new Date();
  const time = [now.getHours(), now.getMinutes(), now.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
  entry.textContent = `${time} ${describeEvent(event)}`;
  log.append(entry);
}

document.addEventListener('drawkit:cart-change', record);
document.addEventListener('drawkit:purchase-complete', record);
