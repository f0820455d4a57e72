// After sign-in in the widget's window: hands the widget token to the frame that opened it (this origin only), then closes.
(() => {
  const block = document.getElementById('widget-token');
  if (!block || !window.opener) return;
  const { token } = JSON.parse(block.textContent || '{}');
  block.remove();
  if (typeof token !== 'string') return;
  window.opener.postMessage({ type: 'vetconsult:widget-token', token }, window.location.origin);
  window.close();
})();
