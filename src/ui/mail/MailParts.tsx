/** @jsxImportSource react */
import { Button, Section, Text } from '@react-email/components';
import { colors, paragraph } from './styles';

/** Paragraphs of text; each keeps its own line breaks (a quoted question or report). */
export function MailParagraphs({ texts }: { texts: readonly string[] }) {
  return (
    <>
      {texts.filter(Boolean).map((text, i) => (
        <Text key={i} style={{ ...paragraph, whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
      ))}
    </>
  );
}

/** A quoted text the person wrote (a question, a report, a reason): shown as written, escaped. */
export function MailQuote({ text }: { text: string }) {
  return <Text style={{ ...paragraph, whiteSpace: 'pre-wrap', borderLeft: `3px solid ${colors.line}`, paddingLeft: '12px', color: colors.muted }}>{text}</Text>;
}

/** The facts of an appointment, one a row, in a table that keeps its shape in every client. */
export function MailFacts({ facts }: { facts: readonly string[] }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '8px 0 16px' }}>
      <tbody>
        {facts.filter(Boolean).map((fact, i) => (
          <tr key={i}>
            <td style={{ fontSize: '14px', lineHeight: '22px', color: colors.text, padding: '6px 10px', borderBottom: `1px solid ${colors.line}`, backgroundColor: i % 2 ? '#ffffff' : '#f9fafb' }}>{fact}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The e-mail's one action, as a button (a plain link underneath, so it works where buttons are not drawn). */
export function MailButton({ href, label }: { href: string; label: string }) {
  return (
    <Section style={{ margin: '16px 0' }}>
      <Button href={href} style={{ backgroundColor: colors.button, color: '#ffffff', borderRadius: '6px', padding: '12px 20px', fontSize: '15px', fontWeight: 600, textDecoration: 'none' }}>
        {label}
      </Button>
    </Section>
  );
}
