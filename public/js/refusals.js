/*
 * Refused forms (docs/decisions/0053-one-rule-for-refused-forms.md): the form stays as typed and the
 * message stands beside the field it names (aria-describedby), or at the top of the form. Two ways
 * in: an htmx answer marked HX-Refusal (nothing is swapped), and a page shown again after a plain
 * form post was refused (its [data-refusal] note; what was typed is typed back). Cleared on submit.
 */
(function () {
  'use strict';
  var marks = new WeakMap();
  var count = 0;
  var each = function (list, fn) { Array.prototype.forEach.call(list, fn); };
  var idOf = function (el) { return el.id || (el.id = 'refused-' + ++count); };
  var ids = function (el) { return (el.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean); };

  function typed(form) {
    return Array.prototype.filter.call(form.elements, function (c) {
      return c.name && c.tagName !== 'FIELDSET' && c.tagName !== 'BUTTON' && !/^(hidden|submit|button|reset|image)$/.test(c.type);
    });
  }

  // "answers.concern" may be named answers.concern, answers[concern] (with [] for a list) or concern; else a control with that id.
  function controlsFor(form, field) {
    if (!field) return [];
    var controls = typed(form);
    var parts = field.split('.');
    var names = [];
    for (var n = parts.length; n > 0; n--) {
      var dotted = parts.slice(0, n).join('.');
      var bracket = parts[0] + parts.slice(1, n).map(function (p) { return '[' + p + ']'; }).join('');
      names.push(dotted, bracket, dotted + '[]', bracket + '[]');
    }
    names.push(parts[parts.length - 1]);
    for (var i = 0; i < names.length; i++) {
      var named = controls.filter(function (c) { return c.name === names[i]; });
      if (named.length) return named;
    }
    return controls.filter(function (c) { return c.id === field || c.id === 'field-' + field; });
  }

  function clear(form) {
    var m = marks.get(form);
    if (!m) return;
    if (m.note.parentNode) m.note.parentNode.removeChild(m.note);
    m.controls.forEach(function (c) {
      var left = ids(c).filter(function (id) { return id !== m.note.id; });
      if (left.length) c.setAttribute('aria-describedby', left.join(' '));
      else c.removeAttribute('aria-describedby');
      c.removeAttribute('aria-invalid');
      if (c.closest('.field')) c.closest('.field').classList.remove('has-error');
    });
    marks.delete(form);
  }

  function place(form, field, message) {
    clear(form);
    var controls = controlsFor(form, field);
    var first = controls[0];
    var note = document.createElement(first ? 'p' : 'div');
    note.textContent = message;
    if (first) {
      note.className = 'field-error';
      note.id = idOf(first) + '-refusal';
      var group = first.closest('.field') || (/checkbox|radio/.test(first.type) && first.closest('fieldset')) || first.closest('label');
      if (group && group.tagName !== 'LABEL') group.appendChild(note);
      else (group || first).insertAdjacentElement('afterend', note);
      controls.forEach(function (c) {
        c.setAttribute('aria-describedby', ids(c).concat(note.id).join(' '));
        c.setAttribute('aria-invalid', 'true');
        if (c.closest('.field')) c.closest('.field').classList.add('has-error');
      });
      first.focus();
    } else {
      note.className = 'alert alert-error';
      note.setAttribute('role', 'alert');
      note.id = idOf(form) + '-refusal';
      form.insertBefore(note, form.firstChild);
      note.scrollIntoView({ block: 'nearest' });
    }
    marks.set(form, { note: note, controls: controls });
  }

  document.addEventListener('htmx:response:error', function (event) {
    var ctx = event.detail && event.detail.ctx;
    var source = ctx && ctx.sourceElement;
    var form = source && (source.form || (source.closest && source.closest('form')));
    if (!form || !ctx.hx || typeof ctx.hx.refusal !== 'string') return;
    ctx.swap = 'none';
    var template = document.createElement('template');
    template.innerHTML = ctx.text || '';
    place(form, decodeURIComponent(ctx.hx.refusal), template.content.textContent.replace(/\s+/g, ' ').trim());
  });

  document.addEventListener('submit', function (event) {
    if (event.target instanceof HTMLFormElement) clear(event.target);
  }, true);

  function typeBack(form, values) {
    var sent = {};
    var used = {};
    values.forEach(function (pair) { (sent[pair[0]] = sent[pair[0]] || []).push(pair[1]); });
    typed(form).forEach(function (c) {
      var own = sent[c.name];
      if (/^(password|file)$/.test(c.type)) return;
      if (/^(checkbox|radio)$/.test(c.type)) c.checked = !!own && own.indexOf(c.value) !== -1;
      else if (own && c.multiple) each(c.options, function (o) { o.selected = own.indexOf(o.value) !== -1; });
      else if (own && (used[c.name] || 0) < own.length) c.value = own[(used[c.name] = (used[c.name] || 0) + 1) - 1];
    });
  }

  function reShown() {
    var note = document.querySelector('[data-refusal]');
    var data;
    try {
      data = note && JSON.parse(note.getAttribute('data-refusal'));
    } catch (e) {
      return;
    }
    if (!data) return;
    // The address is the form's page again: a reload shows the form, it does not send it twice.
    if (data.page) history.replaceState(history.state, '', data.page);
    var values = data.values || [];
    var score = function (f) { return typed(f).filter(function (c) { return values.some(function (p) { return p[0] === c.name; }); }).length; };
    var form = Array.prototype.filter.call(document.forms, function (f) {
      var to = new URL(f.getAttribute('action') || '', location.href);
      return (f.getAttribute('method') || '').toLowerCase() === 'post' && to.pathname + to.search === data.action;
    }).sort(function (a, b) { return score(b) - score(a); })[0];
    if (!form) return;
    typeBack(form, values);
    note.parentNode.removeChild(note);
    place(form, data.field, note.textContent.trim());
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', reShown);
  else reShown();
})();
