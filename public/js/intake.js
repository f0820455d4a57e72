/*
 * The intake form's emergency notice, as a plain script (the CSP forbids inline script): as soon
 * as a red-flag answer is chosen (a field's data-red-flags), the notice shows, before any save.
 */
(function () {
  'use strict';

  function chosen(field) {
    if (field.tagName === 'SELECT') return [field.value];
    return Array.prototype.map.call(field.querySelectorAll('input:checked'), function (input) {
      return input.value;
    });
  }

  function redFlagged(form) {
    return Array.prototype.some.call(form.querySelectorAll('[data-red-flags]'), function (field) {
      var flags = JSON.parse(field.getAttribute('data-red-flags') || '[]');
      return chosen(field).some(function (value) {
        return flags.indexOf(value) !== -1;
      });
    });
  }

  document.addEventListener('change', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var form = target.closest('form[data-intake-form]');
    var panel = form && form.closest('.intake-panel');
    var notice = panel && panel.querySelector('[data-emergency]');
    if (notice && redFlagged(form)) notice.hidden = false;
  });
})();
