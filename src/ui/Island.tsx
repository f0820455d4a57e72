import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandLoaders, type IslandName } from '../../islands/registry';

/**
 * Renders an island on the server so the page shows real content before any script runs,
 * and marks it for islands/client.tsx to hydrate with the same props (plain JSON).
 */
export async function Island({ name, props }: { name: IslandName; props: Record<string, unknown> }) {
  const module = await islandLoaders[name]();
  const markup = renderToString(createElement(module.default as unknown as ComponentType<Record<string, unknown>>, props));
  return (
    <div data-island={name} data-props={JSON.stringify(props)}>
      {markup}
    </div>
  );
}
