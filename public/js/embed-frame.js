// Inside the booking widget's frame: tells the page around it how tall the content is, whenever that changes.
(() => {
  if (window.parent === window) return;
  let last = 0;
  const report = () => {
    const height = Math.ceil(document.body.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    // A height is nothing secret; the page around is one of the practice's listed origins (frame-ancestors).
    window.parent.postMessage({ type: 'vetconsult:embed-height', height }, '*');
  };
  new ResizeObserver(report).observe(document.body);
  report();
})();
