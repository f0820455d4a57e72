// The captcha widget solves its proof of work in a Web Worker. The Content-Security-Policy
// allows scripts from this site only, so the worker is loaded from here, not from a blob.
(function () {
  var altcha = globalThis.$altcha;
  if (!altcha) return;
  ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'].forEach(function (algorithm) {
    altcha.algorithms.set(algorithm, function () {
      return new Worker('/public/vendor/altcha/pbkdf2.js');
    });
  });
})();
