import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { Translated } from '../../layout/Translated';
import { CapabilityGate } from '../account/CapabilityGate';

/** The app download pages (shop-core §2 `/app`, `/app/android`, `/app/android/install`), behind the native-app capability. */
function AppFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <CapabilityGate needs={['native-app']}>
      <section className="page content-page" aria-labelledby="app-title">
        <header className="page-intro">
          <h1 id="app-title">{title}</h1>
        </header>
        {children}
      </section>
    </CapabilityGate>
  );
}

export function AppPage() {
  return (
    <AppFrame title="The Drawkit app">
      <p>
        <Translated group="about" id="app.promo" />
      </p>
      <p>Your account, wallet and tickets are the same in the app and on the website.</p>
      <ul>
        <li>
          <Link to="/app/android">Get the app for Android</Link>
        </li>
        <li>On iPhone, add this site to your home screen from Safari's share menu.</li>
      </ul>
    </AppFrame>
  );
}

export function AndroidAppPage() {
  return (
    <AppFrame title="Drawkit for Android">
      <p>The Android app needs Android 10 or later. It uses the same sign-in as this website.</p>
      <p>
        <Link className="button button--primary" to="/app/android/install">
          How to install
        </Link>
      </p>
    </AppFrame>
  );
}

export function AndroidInstallPage() {
  return (
    <AppFrame title="Installing the Android app">
      <ol>
        <li>Open Google Play on your phone and search for Drawkit.</li>
        <li>Tap Install, then Open.</li>
        <li>Sign in with your Drawkit email and password.</li>
      </ol>
      <p>Set a spend limit in the app's account menu at any time.</p>
    </AppFrame>
  );
}
