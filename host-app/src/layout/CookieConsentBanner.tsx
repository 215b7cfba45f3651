import { createCookieStorage, readConsent, saveConsent } from '@drawkit/sdk';
import type { ConsentChoice } from '@drawkit/sdk';
import { useDrawkit } from '@drawkit/widgets';
import { useState } from 'react';
import { useCapabilities } from '../session/useCapabilities';
import { SiteLink } from './SiteLink';

/**
 * Cookie consent (shop-core §4, §9; cookie-consent capability): asked once, "accept all or
 * essential only", the answer kept in a cookie for one year.
 */
export function CookieConsentBanner() {
  const client = useDrawkit();
  const can = useCapabilities();
  const storage = client.config.storage ?? createCookieStorage();
  const prefix = client.config.storagePrefix;
  const [answered, setAnswered] = useState(() => readConsent(storage, prefix) !== null);
  if (!can('cookie-consent') || answered) return null;
  const choose = (choice: ConsentChoice) => {
    saveConsent(storage, choice, prefix);
    setAnswered(true);
  };
  return (
    <section className="cookie-consent" aria-label="Cookie consent" data-testid="cookie-consent">
      <p>
        We use essential cookies to run the shop, and with your consent cookies that help us improve it. <SiteLink to="/about/cookie-policy">Cookie policy</SiteLink>
      </p>
      <div className="cookie-consent__actions">
        <button type="button" className="button" onClick={() => choose('essential')}>
          Essential only
        </button>
        <button type="button" className="button button--primary" onClick={() => choose('all')}>
          Accept all
        </button>
      </div>
    </section>
  );
}
