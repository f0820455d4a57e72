/*
 * Reports: each chart drawn with uPlot from the numbers the server put on its figure
 * (data-report-chart); the table beside it is the accessible view of the same numbers.
 * Drawn on load and again after the filters swap in new figures.
 */
(function () {
  'use strict';

  var COLORS = ['#0f766e', '#b45309'];
  // Days under the axis in the page's language ("Nov 3", "3 nov"); the dates are plain days, so UTC.
  var DAY = new Intl.DateTimeFormat(document.documentElement.lang || 'en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  // About what one character of the axis font takes, and the least room one label is given.
  var CHAR_PX = 7;
  var LABEL_PX = 64;

  // A day reads "Nov 3" under the axis (the table beside the chart keeps the full date).
  function shortLabel(label) {
    var day = /^\d{4}-(\d{2})-(\d{2})$/.exec(label);
    return day ? DAY.format(new Date(label + 'T00:00:00Z')) : label;
  }

  // Cut a label to the room it has, so neighbours never overlap.
  function fitted(label, px) {
    var max = Math.max(3, Math.floor(px / CHAR_PX));
    return label.length <= max ? label : label.slice(0, max - 1) + '…';
  }

  function options(data, width) {
    var bars = data.kind === 'bars';
    var labels = data.labels.map(shortLabel);
    var plotWidth = Math.max(120, width - 110);
    var step = Math.max(1, Math.ceil((labels.length * LABEL_PX) / plotWidth));
    var shown = labels.map(function (_, i) { return i; }).filter(function (i) { return i % step === 0; });
    var room = plotWidth / Math.max(1, shown.length);
    // A legend that names each line; the numbers are in the table beside the chart.
    var series = [{ label: data.axis }];
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
      legend: { live: false },
      axes: [
        { values: function (u, ticks) { return ticks.map(function (t) { return labels[t] === undefined ? '' : fitted(labels[t], room); }); }, splits: function () { return shown; } },
        { scale: 'n' },
        { scale: 'usd', side: 1, grid: { show: false } },
      ],
    };
  }

  function drawChart(data, canvas) {
    var columns = [data.labels.map(function (_, k) { return k; })];
    data.series.forEach(function (s) { columns.push(s.values); });
    var width = Math.max(260, Math.min(canvas.clientWidth || 520, 760));
    new window.uPlot(options(data, width), columns, canvas);
  }

  function draw() {
    // site.js, on every dashboard page, defines the shared loop.
    if (window.drawChartFigures) window.drawChartFigures('data-report-chart', drawChart);
  }

  ['htmx:after:swap', 'htmx:after:settle'].forEach(function (name) {
    document.addEventListener(name, draw);
  });
  window.addEventListener('load', draw);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw);
  else draw();
})();
