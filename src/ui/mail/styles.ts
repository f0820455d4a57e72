/** The e-mails' few colours and font: inline styles only, as mail clients drop style sheets. */
export const colors = { page: '#f4f6f8', line: '#e3e8ee', brand: '#1f5f8b', text: '#1f2933', muted: '#66788a', button: '#1f5f8b' };
export const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const paragraph = { fontSize: '15px', lineHeight: '24px', color: colors.text, margin: '12px 0' };
