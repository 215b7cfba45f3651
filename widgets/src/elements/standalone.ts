/**
 * Entry of the standalone `drawkit-elements.js` (built with react aliased to preact/compat):
 * one script tag on a partner page registers the elements.
 */
import { defineDrawkitElements } from './index';

defineDrawkitElements();
