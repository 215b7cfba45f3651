import { loadTranslations } from '@drawkit/sdk';
import { useDrawkit, useStore } from '@drawkit/widgets';
import { useContent } from '../pages/content/useContent';

/**
 * A plain translation item of the site's locale (shop-specialised §2 'Translated content':
 * en-AU, or en-GB with its pound-sterling wording). "A missing translation shows a skeleton"
 * (§8): while loading, or when the item does not exist, a placeholder of the text's shape.
 */
export function Translated({ group, id }: { group: string; id: string }) {
  const locale = useStore(useDrawkit().session, (state) => state.config?.locale ?? 'en-AU');
  const items = useContent(`${locale}:${group}`, (client) => loadTranslations(client, locale, group));
  const item = items.kind === 'ready' ? items.value[id] : undefined;
  if (!item) return <span className="skeleton skeleton--text" aria-hidden="true" />;
  return <>{item.value}</>;
}
