import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandLoaders, type IslandName } from '../../islands/registry';

/**
 * Renders an island on the server so the page shows real content before any script runs,
 * and marks it for islands/client.tsx to hydrate with the same props (plain JSON).
 */
export async function Island({ name, props }: { name: IslandName; props: Record<string, unknown> }) {
  const module = await islandLoaders[name]();
  // Each island is its own React root: a prefix per instance keeps useId values unique on the page.
  const prefix = `${name}-${crypto.randomUUID().slice(0, 8)}-`;
  const safeMarkup = renderToString(createElement(module.default as unknown as ComponentType<Record<string, unknown>>, props), { identifierPrefix: prefix });
  return (
    <div data-island={name} data-island-prefix={prefix} data-props={JSON.stringify(props)}>
      {safeMarkup}
    </div>
  );
}
