import { useEffect, useRef, useState } from 'react';

export interface PreviewAnswer {
  page: string;
  sections: { header: string; body: string };
  notes: string[];
}

/** Waits this long after the last keystroke before asking the server, so typing sends a request per pause, not per key. */
const DEBOUNCE_MS = 400;

/**
 * The live preview: the enclosing form's fields are posted to `url` after each pause in typing;
 * an answer to an older draft never replaces a newer one.
 */
export function usePreview(url: string, form: () => HTMLFormElement | null) {
  const [answer, setAnswer] = useState<PreviewAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  /** `overrides` replace fields of the form: the format being left, while the radio already shows the new one. */
  async function refresh(overrides: Record<string, string> = {}): Promise<PreviewAnswer | null> {
    const element = form();
    if (!element) return null;
    const ticket = ++latest.current;
    setBusy(true);
    const body = new URLSearchParams(new FormData(element) as unknown as Record<string, string>);
    for (const [name, value] of Object.entries(overrides)) body.set(name, value);
    const res = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } }).catch(() => null);
    const next = res && res.ok ? ((await res.json()) as PreviewAnswer) : null;
    if (ticket !== latest.current) return next;
    setBusy(false);
    if (next) setAnswer(next);
    return next;
  }

  const schedule = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refresh(), DEBOUNCE_MS);
  };

  useEffect(() => {
    void refresh();
    return () => clearTimeout(timer.current);
  }, []);

  return { answer, busy, schedule, refresh };
}
