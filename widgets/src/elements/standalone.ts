/**
 * Entry of the standalone `drawkit-elements.js` (built with react aliased to preact/compat):
 * one script tag on a partner page registers the elements.
 */
import { defineDrawkitElements } from './index';
import { startPurchaseDiscovery } from './purchaseDiscovery';

// The purchase's first call leaves before the tags are defined, that is before the first render.
if (typeof document !== 'undefined') startPurchaseDiscovery(document);
defineDrawkitElements();
