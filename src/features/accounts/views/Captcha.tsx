declare global {
  namespace JSX {
    interface IntrinsicElements {
      'altcha-widget': HtmlTag & { challenge?: string; name?: string };
    }
  }
}

/** The self-hosted altcha widget (on when CAPTCHA=1); its payload is posted as `altcha`. */
export function Captcha({ error }: { error?: string }) {
  return (
    <div class={`field captcha-field${error ? ' has-error' : ''}`}>
      <altcha-widget challenge="/api/account/captcha" name="altcha"></altcha-widget>
      {error ? (
        <p class="field-error" id="field-altcha-error" safe>
          {error}
        </p>
      ) : (
        ''
      )}
    </div>
  );
}

/** The widget's script, stylesheet and worker set-up, all served from this site (CSP script-src 'self'). */
export function CaptchaAssets() {
  return (
    <>
      <link rel="stylesheet" href="/public/vendor/altcha/altcha.css" />
      <link rel="stylesheet" href="/public/css/captcha.css" />
      <script src="/public/vendor/altcha/altcha.js" defer></script>
      <script src="/public/js/captcha.js" defer></script>
    </>
  );
}
