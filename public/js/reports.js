/*
 * Reports: each chart drawn with uPlot from the numbers the server put on its figure
 * (data-report-chart); the table beside it is the accessible view of the same numbers.
 * Drawn on load and again after the filters swap in new figures.
 */
(function () {
  'use strict';

  var COLORS = ['#0f766e', '#b45309'];

  function options(data, width) {
    var bars = data.kind === 'bars';
    var labels = data.labels;
    var series = [{}];
    data.series.forEach(function (s, k) {
      series.push({
        label: s.label,
        stroke: COLORS[k % COLORS.length],
        fill: bars ? COLORS[k % COLORS.length] + '99' : undefined,
        width: bars ? 1 : 2,
        scale: s.money ? 'usd' : 'n',
        paths: bars && window.uPlot.paths && window.uPlot.paths.bars ? window.uPlot.paths.bars({ size: [0.6 / data.series.length, 64], align: k === 0 ? -1 : 1 }) : undefined,
        points: { show: !bars },
      });
    });
    return {
      width: width,
      height: 220,
      series: series,
      scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, n: {}, usd: {} },
      axes: [
        { values: function (u, ticks) { return ticks.map(function (t) { return labels[t] === undefined ? '' : labels[t]; }); }, splits: function () { return labels.map(function (_, i) { return i; }).filter(function (i) { return labels.length <= 14 || i % Math.ceil(labels.length / 10) === 0; }); } },
        { scale: 'n' },
        { scale: 'usd', side: 1, grid: { show: false } },
      ],
    };
  }

  function draw() {
    if (!window.uPlot) return;
    var figures = document.querySelectorAll('figure[data-report-chart]:not([data-drawn])');
    for (var i = 0; i < figures.length; i++) {
      var figure = figures[i];
      var data;
      try {
        data = JSON.parse(figure.getAttribute('data-report-chart'));
      } catch (e) {
        continue;
      }
      var canvas = figure.querySelector('[data-chart-canvas]');
      var columns = [data.labels.map(function (_, k) { return k; })];
      data.series.forEach(function (s) { columns.push(s.values); });
      var width = Math.max(260, Math.min(canvas.clientWidth || 520, 760));
      new window.uPlot(options(data, width), columns, canvas);
      figure.setAttribute('data-drawn', 'true');
    }
  }

  ['htmx:after:swap', 'htmx:after:settle'].forEach(function (name) {
    document.addEventListener(name, draw);
  });
  window.addEventListener('load', draw);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw);
  else draw();
})();
