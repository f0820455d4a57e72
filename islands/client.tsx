/** @jsxImportSource react */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandLoaders, isIslandName } from './registry';

/** The island's props: the JSON block the server writes right after its element (src/ui/Island.tsx). */
function propsOf(element: HTMLElement): Record<string, unknown> {
  const block = element.nextElementSibling;
  if (!(block instanceof HTMLScriptElement) || block.type !== 'application/json' || !block.hasAttribute('data-island-props')) return {};
  return JSON.parse(block.textContent ?? '{}') as Record<string, unknown>;
}

/** Hydrates each server-rendered island once: on load, and whenever htmx (or anything) adds one. */
async function hydrate(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  if (element.hasAttribute('data-hydrated') || !isIslandName(name)) return;
  element.setAttribute('data-hydrated', 'pending');
  const props = propsOf(element);
  const module = await islandLoaders[name]();
  // The parts the server rendered from their own chunks, loaded first, so the first render matches its markup.
  await (module as { preload?: (props: Record<string, unknown>) => Promise<void> }).preload?.(props);
  hydrateRoot(element, createElement(module.default as unknown as React.ComponentType<Record<string, unknown>>, props), {
    identifierPrefix: element.dataset.islandPrefix,
  });
  element.setAttribute('data-hydrated', 'true');
}

function hydrateWithin(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => void hydrate(element));
}

hydrateWithin(document);
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    mutation.addedNodes.forEach((node) => {
      if (!(node instanceof HTMLElement)) return;
      if (node.matches('[data-island]')) void hydrate(node);
      hydrateWithin(node);
    });
  }
}).observe(document.body, { childList: true, subtree: true });
