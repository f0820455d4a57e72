/*
 * My Pets and Medical Records, as a plain script (the CSP forbids inline script):
 * 1. the pet dialog: opens on "Add Pet"/"Edit", says "Please Wait..." while saving and closes
 *    500 ms after "Submitted successfully!" (spec §4);
 * 2. record files: each chosen file is registered (POST /api/files/private), its bytes PUT to
 *    the upload address (200 = done, spec §7) and kept in the form as its fileUrl;
 * 3. tracker charts drawn with uPlot from the figure's data (the table stays the accessible view);
 * 4. the print button of the printable page.
 */
(function () {
  'use strict';

  var CLOSE_AFTER_MS = 500;
  var TYPES_BY_EXT = { pdf: 'application/pdf', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', heic: 'image/heic', dcm: 'application/dicom' };

  // 1. Pet dialog
  function dialogOf(el) {
    var id = el.getAttribute('data-open-dialog');
    return id ? document.getElementById(id) : el.closest('dialog');
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var opener = target.closest('[data-open-dialog]');
    if (opener) {
      var dialog = dialogOf(opener);
      if (dialog && typeof dialog.showModal === 'function' && window.htmx) {
        var body = dialog.querySelector('[id$="-dialog-body"]');
        if (body) body.innerHTML = '';
        dialog.showModal();
      }
      return;
    }
    var closer = target.closest('[data-close-dialog]');
    if (closer && closer.closest('dialog')) {
      event.preventDefault();
      closer.closest('dialog').close();
      return;
    }
    var remove = target.closest('[data-remove-file]');
    if (remove) {
      var item = remove.closest('li');
      if (item) item.remove();
      return;
    }
    if (target.closest('[data-print]')) window.print();
  });

  document.addEventListener('htmx:before:request', function (event) {
    var form = event.target instanceof Element ? event.target.closest('form[data-pet-form]') : null;
    if (!form) return;
    var button = form.querySelector('button[data-wait-text]');
    if (button) {
      button.textContent = button.getAttribute('data-wait-text');
      button.disabled = true;
    }
  });

  function closeSavedDialogs() {
    // A saved pet form, or a pet deleted from the dialog.
    var saved = document.querySelectorAll('form[data-pet-form][data-saved], [data-dialog-done]');
    for (var i = 0; i < saved.length; i++) {
      var form = saved[i];
      form.removeAttribute('data-saved');
      form.removeAttribute('data-dialog-done');
      var dialog = form.closest('dialog');
      if (dialog) setTimeout(function (d) { return function () { d.close(); }; }(dialog), CLOSE_AFTER_MS);
    }
  }

  // 2. Record files
  function fileType(file) {
    if (file.type) return file.type;
    var ext = (file.name.split('.').pop() || '').toLowerCase();
    return TYPES_BY_EXT[ext] || 'application/octet-stream';
  }

  // The uploader's texts in the reader's language, written on it by the server (RecordForm).
  function text(uploader, name, fallback) {
    return uploader.getAttribute('data-text-' + name) || fallback;
  }

  function addUploaded(uploader, field, url, name) {
    var list = uploader.querySelector('[data-uploaded]');
    var li = document.createElement('li');
    var link = document.createElement('a');
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = name;
    var hidden = document.createElement('input');
    hidden.type = 'hidden';
    hidden.name = field;
    hidden.value = url;
    var remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'button button-ghost button-small';
    remove.setAttribute('data-remove-file', '');
    remove.textContent = text(uploader, 'remove', 'Remove');
    li.appendChild(link);
    li.appendChild(hidden);
    li.appendChild(remove);
    list.appendChild(li);
  }

  function uploadOne(file, failedText) {
    var type = fileType(file);
    return fetch('/api/files/private', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ fileName: file.name, fileType: type, serviceType: 'phr' }),
    })
      .then(function (res) {
        return res.json().then(function (data) {
          if (!res.ok) throw new Error(data.msg || failedText);
          return data;
        });
      })
      .then(function (data) {
        return fetch(data.uploadUrl, { method: 'PUT', credentials: 'same-origin', headers: { 'content-type': type }, body: file }).then(function (res) {
          if (res.status !== 200) {
            return res.json().then(
              function (body) { throw new Error(body.msg || failedText); },
              function () { throw new Error(failedText); },
            );
          }
          return data.fileUrl;
        });
      });
  }

  document.addEventListener('change', function (event) {
    var input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute('data-upload-input')) return;
    var uploader = input.closest('[data-uploader]');
    var field = uploader.getAttribute('data-uploader');
    var status = uploader.querySelector('[data-upload-status]');
    var files = Array.prototype.slice.call(input.files || []);
    var form = input.closest('form');
    var submit = form ? form.querySelector('button[type="submit"]') : null;
    if (submit) submit.disabled = true;
    var plural = new Intl.PluralRules(document.documentElement.lang || 'en-US').select(files.length) === 'one' ? 'one' : 'other';
    status.textContent = text(uploader, 'uploading-' + plural, 'Uploading {count} files…').replace('{count}', String(files.length));
    input.setCustomValidity('');
    var chain = Promise.resolve();
    var failed = [];
    files.forEach(function (file) {
      chain = chain.then(function () {
        return uploadOne(file, text(uploader, 'failed', 'Upload failed')).then(
          function (url) { addUploaded(uploader, field, url, file.name); },
          function (error) { failed.push(file.name + ': ' + error.message); },
        );
      });
    });
    chain.then(function () {
      input.value = '';
      if (submit) submit.disabled = false;
      status.textContent = failed.length ? failed.join('; ') : text(uploader, 'uploaded', 'Uploaded.');
    });
  });

  // Required file fields: at least one uploaded file before the form is sent (the server checks too).
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-record-form')) return;
      var required = form.querySelectorAll('[data-uploader][data-required]');
      for (var i = 0; i < required.length; i++) {
        var uploader = required[i];
        if (uploader.querySelector('input[type="hidden"]')) continue;
        var input = uploader.querySelector('[data-upload-input]');
        input.setCustomValidity(text(uploader, 'need-file', 'Please upload at least one file.'));
        input.reportValidity();
        event.preventDefault();
        event.stopImmediatePropagation();
        return;
      }
    },
    true,
  );

  // 3. Tracker charts
  var COLORS = ['#0f766e', '#b45309', '#1d4ed8', '#be123c', '#6d28d9', '#15803d'];

  function drawChart(data, canvas) {
    var xs = data.points.map(function (p) { return Date.parse(p.date + 'T12:00:00Z') / 1000; });
    var columns = [xs];
    var series = [{}];
    data.series.forEach(function (s, k) {
      columns.push(data.points.map(function (p) { return p.values[s.key]; }));
      series.push({ label: s.label + (s.unit ? ' (' + s.unit + ')' : ''), stroke: COLORS[k % COLORS.length], width: 2, spanGaps: true, points: { show: true } });
    });
    var width = Math.max(280, Math.min(canvas.clientWidth || 640, 900));
    // The legend names each line; the values are in the table below.
    new window.uPlot({ width: width, height: 240, series: series, legend: { live: false }, axes: [{}, {}], scales: { x: { time: true } } }, columns, canvas);
  }

  function drawCharts() {
    // site.js defines the shared loop; the printable export page loads neither it nor uPlot.
    if (window.drawChartFigures) window.drawChartFigures('data-chart', drawChart);
  }

  function init() {
    closeSavedDialogs();
    drawCharts();
  }
  ['htmx:after:swap', 'htmx:after:settle'].forEach(function (name) {
    document.addEventListener(name, init);
  });
  window.addEventListener('load', drawCharts);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
