/** @jsxImportSource react */
import type { ReactNode } from 'react';
import { Body, Container, Head, Hr, Html, Img, Preview, Section, Text } from '@react-email/components';
import { currentReader, t } from '../../lib/i18n';
import { PRODUCT_BRAND, type MailBrand } from './brand';
import { colors, font } from './styles';

/**
 * Every HTML e-mail's frame: the brand (a practice's name and logo, else the product's) on top,
 * the body in a 600px column, and a footer naming who sent it. Written in the current reader's
 * language; react-email inlines the styles, which is what mail clients honour.
 */
export function MailLayout({ brand = PRODUCT_BRAND, preview, children }: { brand?: MailBrand; preview: string; children: ReactNode }) {
  return (
    <Html lang={currentReader().language}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ maxWidth: '600px', backgroundColor: '#ffffff', border: `1px solid ${colors.line}`, borderRadius: '8px' }}>
          <Section style={{ padding: '20px 24px', borderBottom: `1px solid ${colors.line}` }}>
            {brand.logo ? <Img src={brand.logo} alt={t('{brand} logo', { brand: brand.name })} height="48" style={{ height: '48px', width: 'auto', marginBottom: '8px' }} /> : null}
            <Text style={{ fontSize: '20px', fontWeight: 700, color: colors.brand, margin: 0 }}>{brand.name}</Text>
          </Section>
          <Section style={{ padding: '8px 24px 16px' }}>{children}</Section>
          <Hr style={{ borderColor: colors.line, margin: 0 }} />
          <Text style={{ fontSize: '12px', color: colors.muted, padding: '0 24px', margin: '12px 0' }}>{t('This e-mail was sent by {brand}.', { brand: brand.name })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
