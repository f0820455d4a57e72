/*
 * The public site's small behaviours, as a plain script (the CSP forbids inline script):
 * 1. on transparent-header pages the header turns opaque after 100 px of scroll (spec §9);
 * 2. the phone menu button opens and closes the navigation; Escape closes it;
 * 3. the page scrolls to the top on every path change, including htmx history pushes;
 * 4. the `tz` cookie carries the browser's zone, so server pages show times where the reader is;
 * 5. window.drawChartFigures, the figure loop the records and reports charts share.
 */
(function () {
  'use strict';

  var OPAQUE_AFTER_PX = 100;

  function header() {
    return document.querySelector('[data-site-header]');
  }

  // 1. Header opacity
  function updateHeader() {
    var el = header();
    if (!el || !document.body.classList.contains('has-transparent-header')) return;
    el.classList.toggle('is-scrolled', window.scrollY > OPAQUE_AFTER_PX);
  }

  // 2. Phone menu
  function menuParts() {
    var button = document.querySelector('[data-menu-button]');
    var nav = button ? document.getElementById(button.getAttribute('aria-controls') || '') : null;
    return button && nav ? { button: button, nav: nav } : null;
  }

  function setMenu(open) {
    var parts = menuParts();
    if (!parts) return;
    parts.nav.classList.toggle('is-open', open);
    parts.button.setAttribute('aria-expanded', open ? 'true' : 'false');
    var el = header();
    if (el) el.classList.toggle('is-menu-open', open);
  }

  function menuIsOpen() {
    var parts = menuParts();
    return !!parts && parts.nav.classList.contains('is-open');
  }

  document.addEventListener('click', function (event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    if (target.closest('[data-menu-button]')) {
      setMenu(!menuIsOpen());
      return;
    }
    // Following a link inside the open menu, or clicking outside the header, closes it.
    if (menuIsOpen() && (target.closest('#site-nav a') || !target.closest('[data-site-header]'))) setMenu(false);
  });

  document.addEventListener('keydown', function (event) {
    if (event.key !== 'Escape' || !menuIsOpen()) return;
    setMenu(false);
    var parts = menuParts();
    if (parts) parts.button.focus();
  });

  // The menu is a phone-only control: widening the window past the breakpoint resets it.
  var phone = window.matchMedia('(max-width: 849.98px)');
  function onBreakpoint() {
    if (!phone.matches) setMenu(false);
  }
  if (phone.addEventListener) phone.addEventListener('change', onBreakpoint);

  // Marks the header link of the current page.
  function markCurrentLink() {
    var links = document.querySelectorAll('.nav-links a');
    for (var i = 0; i < links.length; i++) {
      var link = links[i];
      if (link.pathname === location.pathname) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  }

  // 3. Scroll to top when the path changes without a full page load.
  var lastPath = location.pathname;
  function onPathMaybeChanged() {
    if (location.pathname === lastPath) return;
    lastPath = location.pathname;
    window.scrollTo(0, 0);
    setMenu(false);
    markCurrentLink();
    updateHeader();
  }

  [
    'htmx:after:history:push',
    'htmx:after:history:replace',
    'htmx:after:history:update',
    'htmx:after:swap',
    'htmx:after:settle',
  ].forEach(function (name) {
    document.addEventListener(name, onPathMaybeChanged);
  });
  window.addEventListener('popstate', onPathMaybeChanged);

  window.addEventListener('scroll', updateHeader, { passive: true });

  // 4. The reader's zone (src/plugins/viewer-zone.ts reads it); written only when it changed.
  function keepZoneCookie() {
    var zone;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    } catch (e) {
      return;
    }
    if (!zone || document.cookie.split('; ').indexOf('tz=' + encodeURIComponent(zone)) !== -1) return;
    document.cookie = 'tz=' + encodeURIComponent(zone) + '; path=/; max-age=31536000; samesite=lax';
  }
  keepZoneCookie();

  // 5. Each not yet drawn figure[attr] holds its numbers as JSON; `draw(data, canvas)` draws it with uPlot.
  window.drawChartFigures = function (attr, draw) {
    if (!window.uPlot) return;
    var figures = document.querySelectorAll('figure[' + attr + ']:not([data-drawn])');
    for (var i = 0; i < figures.length; i++) {
      var figure = figures[i];
      var data;
      try {
        data = JSON.parse(figure.getAttribute(attr));
      } catch (e) {
        continue;
      }
      draw(data, figure.querySelector('[data-chart-canvas]'));
      figure.setAttribute('data-drawn', 'true');
    }
  };

  function init() {
    updateHeader();
    markCurrentLink();
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', init);
  else init();
})();
