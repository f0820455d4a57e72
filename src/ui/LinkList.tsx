/** A list of plain links (header, footer and legal links). */
export function LinkList({ class: className, links }: { class: string; links: readonly { href: string; label: string }[] }) {
  return (
    <ul class={className}>
      {links.map((link) => (
        <li>
          <a href={link.href} safe>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
