/*
 * A plain form that writes (method="post", not sent by htmx or an island) disables its submit
 * buttons once sent, so a second click while the answer is on its way sends nothing. htmx forms
 * get the same from hx-disable on the body; creating forms also carry a one-use key the server
 * honours (src/lib/form-once.ts), which is what guarantees one submit does one thing.
 */
(function () {
  'use strict';

  // A post that answers with a download leaves the page in place: its buttons come back after this.
  var RESTORE_AFTER_MS = 10000;

  function submitButtons(form) {
    var inside = form.querySelectorAll('button:not([type]), button[type="submit"], input[type="submit"]');
    var outside = form.id ? document.querySelectorAll('[form="' + form.id + '"][type="submit"]') : [];
    return Array.prototype.slice.call(inside).concat(Array.prototype.slice.call(outside));
  }

  function setSending(form, sending) {
    if (sending) form.setAttribute('data-sending', '');
    else form.removeAttribute('data-sending');
    submitButtons(form).forEach(function (button) {
      if (sending && !button.disabled) {
        button.disabled = true;
        button.setAttribute('data-disabled-while-sending', '');
      } else if (!sending && button.hasAttribute('data-disabled-while-sending')) {
        button.disabled = false;
        button.removeAttribute('data-disabled-while-sending');
      }
    });
  }

  document.addEventListener('submit', function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
    if ((form.getAttribute('method') || '').toLowerCase() !== 'post') return;
    if (form.hasAttribute('data-sending')) {
      event.preventDefault();
      return;
    }
    form.setAttribute('data-sending', '');
    // After this event: a submit button disabled during it would leave its own name=value out of the post.
    setTimeout(function () {
      setSending(form, true);
    }, 0);
    setTimeout(function () {
      setSending(form, false);
    }, RESTORE_AFTER_MS);
  });

  // A page restored from the back-forward cache gets its forms back.
  window.addEventListener('pageshow', function (event) {
    if (!event.persisted) return;
    Array.prototype.forEach.call(document.querySelectorAll('form[data-sending]'), function (form) {
      setSending(form, false);
    });
  });
})();
