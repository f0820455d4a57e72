/** @jsxImportSource react */
import { useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../src/lib/i18n';
import { Translations, useT } from '../lib/use-t';
import BookingWizard, { messages as wizardMessages } from '../BookingWizard/BookingWizard';
import { api, setApiToken } from '../BookingWizard/state';
import type { BookingWizardProps } from '../BookingWizard/types';
import { ErrorAlert } from '../BookingWizard/Alerts';
import { ChooseSlot, messages as chooseMessages } from './ChooseSlot';
import { TOKEN_MESSAGE, type EmbedBookingProps, type EmbedChoice } from './types';

export const messages = [
  ...new Set([
    ...wizardMessages,
    ...chooseMessages,
    'Sign in to book',
    'Sign in or create an account in the new window; the booking continues here.',
    'The sign-in window did not open. Allow pop-ups for this site and try again.',
    'Sorry! Something went wrong. Please try again later.',
    'Choose another time',
  ] as const satisfies readonly MessageKey[]),
];

type WizardAnswer = { allowed: true; props: BookingWizardProps } | { allowed: false; message: string };

/**
 * The booking flow framed on a practice's own website: consultation and slot, then sign-in in a
 * new first-party window that hands back a short-lived token (the frame has no cookies), then
 * the site's own booking wizard, whose calls carry that token.
 */
export default function EmbedBooking(props: EmbedBookingProps) {
  return (
    <Translations i18n={props.i18n}>
      <Embed {...props} />
    </Translations>
  );
}

function Embed({ listings, daysAhead, i18n }: EmbedBookingProps) {
  const t = useT();
  const [choice, setChoice] = useState<EmbedChoice | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [wizard, setWizard] = useState<BookingWizardProps | null>(null);
  const [error, setError] = useState<string | null>(null);
  const popup = useRef<Window | null>(null);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Only our own sign-in window, on this very origin, may hand over a token.
      if (event.origin !== window.location.origin || !popup.current || event.source !== popup.current) return;
      const data = event.data as { type?: unknown; token?: unknown } | null;
      if (!data || data.type !== TOKEN_MESSAGE || typeof data.token !== 'string') return;
      setApiToken(data.token);
      setToken(data.token);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  useEffect(() => {
    if (!token || !choice) return;
    const query = new URLSearchParams({ listing: String(choice.listing), type: String(choice.type), slot: choice.slot, tz: choice.tz });
    void api<WizardAnswer>(`/api/embed/wizard?${query}`).then(({ ok, body }) => {
      if (ok && body.allowed) setWizard(body.props);
      else setError(body.allowed === false ? body.message : (body.msg ?? t('Sorry! Something went wrong. Please try again later.')));
    });
  }, [token, choice, t]);

  if (wizard) return <BookingWizard {...wizard} i18n={i18n} />;
  if (!choice) return <ChooseSlot listings={listings} daysAhead={daysAhead} onChoose={setChoice} />;

  const signIn = () => {
    popup.current = window.open('/embed/signed-in', 'vetconsult-sign-in', 'popup,width=520,height=720');
    setError(popup.current ? null : t('The sign-in window did not open. Allow pop-ups for this site and try again.'));
  };
  return (
    <div className="embed-sign-in">
      <ErrorAlert message={error} />
      <p>{t('Sign in or create an account in the new window; the booking continues here.')}</p>
      <div className="form-actions">
        <button type="button" className="button" onClick={signIn}>
          {t('Sign in to book')}
        </button>
        <button type="button" className="button button-ghost" onClick={() => setChoice(null)}>
          {t('Choose another time')}
        </button>
      </div>
    </div>
  );
}
