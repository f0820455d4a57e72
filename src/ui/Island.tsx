import { createElement, type ComponentProps, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandLoaders, type IslandName } from '../../islands/registry';
import { memo } from '../lib/memo';
import { islandPropsJson } from './island-props';
import { appNow } from '../lib/clock';
import { islandMessages, type MessageKey } from '../lib/i18n';

/**
 * An island's server render depends only on its props and the day (islands read today's date),
 * both in the key: a practice page with several listings renders each once, not per visitor.
 */
const rendered = memo<{ prefix: string; safeMarkup: string }>({ max: 500 });

/** The props an island's component takes, read from its module, so a caller's props are checked without a cast. */
export type IslandProps<N extends IslandName> = ComponentProps<Awaited<ReturnType<(typeof islandLoaders)[N]>>['default']>;

/**
 * Renders an island on the server so the page shows real content before any script runs,
 * and marks it for islands/client.tsx to hydrate with the same props: plain JSON in the
 * `<script type="application/json" data-island-props>` right after the island's element.
 */
export async function Island<N extends IslandName>({ name, props: callerProps }: { name: N; props: Omit<IslandProps<N>, 'i18n'> }) {
  // An island that declares its texts (`export const messages`) is handed them in the reader's language.
  const keys = ((await islandLoaders[name]()) as { messages?: readonly MessageKey[] }).messages;
  const props = keys ? { ...callerProps, i18n: islandMessages(keys) } : callerProps;
  const json = JSON.stringify(props);
  // Each island is its own React root: a prefix per distinct render keeps useId values unique on the page.
  const { prefix, safeMarkup } = await rendered(`${name}:${appNow().toISOString().slice(0, 10)}:${json}`, async () => {
    const id = `${name}-${crypto.randomUUID().slice(0, 8)}-`;
    // The one cast: `name` and `props` were checked together at the call, which TS cannot follow into the loaded module.
    const module = (await islandLoaders[name]()) as { default: ComponentType<object>; preload?: (props: object) => Promise<void> };
    // An island whose first render shows a part in a chunk of its own (a later stage the address opens on) loads it first.
    await module.preload?.(props as object);
    return { prefix: id, safeMarkup: renderToString(createElement(module.default, props as object), { identifierPrefix: id }) };
  });
  const safePropsJson = islandPropsJson(props);
  return (
    <>
      <div data-island={name} data-island-prefix={prefix}>
        {safeMarkup}
      </div>
      <script type="application/json" data-island-props={name}>
        {safePropsJson}
      </script>
    </>
  );
}
