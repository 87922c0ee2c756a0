/*
 * The local stand-in of the user-behaviour / A-B test script (BEHAVIOUR_SCRIPT_URL unset): it
 * records nothing and only marks that it ran, as data-behaviour-script on the document element, so a
 * local site shows where and when the real script would load (after the visitor's consent).
 */
(function () {
  'use strict';
  document.documentElement.setAttribute('data-behaviour-script', 'stand-in');
})();
