/** A practice's header HTML section, as its site shows it; the HTML was sanitized by the caller. */
export function PracticeHeaderSection({ safeHtml }: { safeHtml: string }) {
  return (
    <section class="practice-section practice-header-html">
      <div class="container">{safeHtml}</div>
    </section>
  );
}

/** A practice's body HTML section, as its site shows it; the HTML was sanitized by the caller. */
export function PracticeBodySection({ safeHtml }: { safeHtml: string }) {
  return (
    <section class="practice-section practice-body-html">
      <div class="container">{safeHtml}</div>
    </section>
  );
}
