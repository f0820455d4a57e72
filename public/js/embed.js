// The booking widget's loader: one script tag on a practice's own page shows its booking flow in a frame that grows with its content.
(() => {
  const script = document.currentScript;
  if (!(script instanceof HTMLScriptElement)) return;
  // The practice site's origin, written by the server: a script fetched through a former sub-domain's redirect still names the old one in its src.
  const origin = "__WIDGET_ORIGIN__";
  const frame = document.createElement('iframe');
  frame.src = `${origin}/embed`;
  // Replaced by the server with the title in the reader's language.
  frame.title = "__WIDGET_TITLE__";
  frame.allow = 'payment';
  frame.style.cssText = 'display:block;width:100%;min-height:420px;border:0;';
  const target = script.dataset.target ? document.getElementById(script.dataset.target) : null;
  if (target) target.appendChild(frame);
  else script.after(frame);
  // Only the frame itself, from the practice's origin, may set its height.
  window.addEventListener('message', (event) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data;
    if (!data || data.type !== 'vetconsult:embed-height' || typeof data.height !== 'number') return;
    if (!Number.isFinite(data.height) || data.height <= 0 || data.height > 20000) return;
    frame.style.height = `${Math.ceil(data.height)}px`;
  });
})();
