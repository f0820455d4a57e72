/** @jsxImportSource react */
import { useEffect, useId, useState } from 'react';
import type { MessageKey } from '../src/lib/i18n';
import type { IslandMessages } from './lib/i18n';

/** The texts this island shows (its default label); an island that nests it passes its own `i18n` with this key in it. */
export const messages = ['Timezone'] as const satisfies readonly MessageKey[];

export interface TimezonePickerProps {
  /** The zone shown before the browser's own is known (server render). */
  value: string;
  /** When set, a hidden form field of this name carries the chosen zone. */
  name?: string;
  label?: string;
  /** Start from the browser's zone once hydrated (the booking widget's default). */
  preferBrowserZone?: boolean;
  onChange?: (zone: string) => void;
  i18n?: IslandMessages;
}

function allZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return supported.includes('UTC') ? supported : ['UTC', ...supported];
}

export function browserZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/**
 * A labelled select of every IANA zone; reused by the booking widget and the appointment filters.
 * The server and the browser know different zone lists (Bun names Africa/Asmara, Chromium
 * Africa/Asmera), so the server render and the hydration render show only the chosen zone, which
 * comes from the props; the browser's full list is filled in once hydrated.
 */
export default function TimezonePicker({ value, name, label, preferBrowserZone = true, onChange, i18n }: TimezonePickerProps) {
  // Its one text takes no arguments: read as handed, so the practice site loads no message formatter for it (JS budget).
  // A text without arguments arrives as a plain string: no formatter needed (see islands/lib/i18n).
  const handed = i18n?.messages.Timezone;
  const shown = label ?? (typeof handed === 'string' ? handed : 'Timezone');
  const id = useId();
  const [zone, setZone] = useState(value);
  const [zones, setZones] = useState<string[]>([]);
  const options = zones.includes(zone) ? zones : [zone, ...zones];

  useEffect(() => {
    setZones(allZones());
    const own = preferBrowserZone ? browserZone() : null;
    if (own && own !== zone) {
      setZone(own);
      onChange?.(own);
    }
    // Only once, after hydration: the server cannot know the browser's zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="field timezone-picker">
      <label htmlFor={id}>{shown}</label>
      <select
        id={id}
        value={zone}
        onChange={(event) => {
          setZone(event.target.value);
          onChange?.(event.target.value);
        }}
      >
        {options.map((z) => (
          <option key={z} value={z}>
            {z.replace(/_/g, ' ')}
          </option>
        ))}
      </select>
      {name ? <input type="hidden" name={name} value={zone} /> : null}
    </div>
  );
}
