import { t, type MessageKey } from '../lib/i18n';

/** A list of plain links (header, footer and legal links), each label a catalogue key. */
export function LinkList({ class: className, links }: { class: string; links: readonly { href: string; label: MessageKey }[] }) {
  return (
    <ul class={className}>
      {links.map((link) => (
        <li>
          <a href={link.href} safe>
            {t(link.label)}
          </a>
        </li>
      ))}
    </ul>
  );
}
