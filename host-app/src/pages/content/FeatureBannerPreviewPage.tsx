import { loadPreview } from '@drawkit/sdk';
import type { SitewideBanner } from '@drawkit/sdk';
import { Notice } from '@drawkit/widgets';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { useContent } from './useContent';

/** `/marketing/feature-banner` (shop-core §2, "preview"): every sitewide banner message in any status, with a preview token. */
export function FeatureBannerPreviewPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  useDocumentTitle('Banner preview');
  const banners = useContent(`banners:${token}`, (client) =>
    token === '' ? Promise.resolve({ ok: false as const, notFound: false, messages: [] }) : loadPreview<SitewideBanner>(client, token, 'banners'),
  );
  if (banners.kind === 'loading') return <PageLoading />;
  if (banners.kind !== 'ready') {
    return (
      <section className="page page--narrow">
        <Notice level="error">This preview link is not valid or has expired.</Notice>
      </section>
    );
  }
  return (
    <section className="page" aria-labelledby="banner-preview-title">
      <h1 id="banner-preview-title">Sitewide banner preview</h1>
      <ul className="banner-preview">
        {banners.value.map((banner) => (
          <li key={banner.id}>
            <div className="sitewide-banner sitewide-banner--preview">{banner.message}</div>
            <p>
              {banner.kind}
              {banner.region ? ` (${banner.region})` : ''}, {banner.status}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
