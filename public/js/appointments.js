/*
 * The appointments screens' small behaviours, as a plain script (the CSP forbids inline script):
 * 1. with no zone in the URL, the timezone filter starts at the browser's zone (spec §2) and the
 *    list is fetched again in it;
 * 2. "Copy link" copies the booking link next to it.
 */
(function () {
  'use strict';

  function browserZone() {
    try {
      return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
    } catch (e) {
      return null;
    }
  }

  function useBrowserZone() {
    var select = document.querySelector('select[data-browser-zone]');
    if (!select) return;
    select.removeAttribute('data-browser-zone');
    var zone = browserZone();
    if (!zone || zone === select.value || !select.querySelector('option[value="' + zone.replace(/"/g, '') + '"]')) return;
    select.value = zone;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var button = target.closest('[data-copy]');
    if (!button) return;
    var input = document.querySelector(button.getAttribute('data-copy'));
    if (!input) return;
    input.select();
    var done = function () {
      // The page hands the word in the reader's language (ui/CopyField).
      button.textContent = button.getAttribute('data-copied-text') || 'Copied!';
    };
    if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(input.value).then(done, function () {});
    else if (document.execCommand('copy')) done();
  });

  // htmx must be listening on the filter form before the change is sent: wait for it to set the form up.
  function whenHtmxReady() {
    var form = document.querySelector('form.appointment-filters');
    if (!form) return;
    if (form._htmx && form._htmx.initialized) useBrowserZone();
    else form.addEventListener('htmx:after:init', useBrowserZone, { once: true });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', whenHtmxReady);
  else whenHtmxReady();
})();
