/*
 * The local stand-in of the affiliate retailer's toolbar script (RETAILER_TOOLBAR_SCRIPT_URL unset):
 * it draws nothing and only records that it ran, as data-retailer-toolbar on the document element,
 * so a local site shows where and when the real script would load (after the visitor's consent).
 */
(function () {
  'use strict';
  document.documentElement.setAttribute('data-retailer-toolbar', 'stand-in');
})();
