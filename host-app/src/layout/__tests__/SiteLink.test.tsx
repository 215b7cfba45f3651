import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { isActivePath, SiteLink, SiteNavLink } from '../SiteLink';

afterEach(cleanup);

function Links() {
  return (
    <nav>
      <SiteLink to="/about/privacy">Privacy</SiteLink>
      <SiteLink to="/cart?x=1#items" className="navbar__cart">
        Cart
      </SiteLink>
      <SiteLink to="/blog" target="_blank">
        Blog
      </SiteLink>
      <SiteLink to="/app" onClick={(event) => event.preventDefault()}>
        App
      </SiteLink>
      <SiteNavLink to="/lotto">Lotto</SiteNavLink>
      <SiteNavLink to="/" className="navbar__logo">
        Home
      </SiteNavLink>
    </nav>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <Links /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const link = (name: string) => screen.getByRole('link', { name });

/**
 * Clicks and tells whether the click was left to the browser (not prevented by the link). The
 * browser's navigation itself is then stopped: happy-dom would load the page.
 */
async function leftToBrowser(element: HTMLElement, init?: MouseEventInit): Promise<boolean> {
  let through = false;
  const stop = (event: Event) => {
    through = !event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', stop);
  try {
    await act(async () => fireEvent.click(element, init));
  } finally {
    document.removeEventListener('click', stop);
  }
  return through;
}

describe('SiteLink', () => {
  it('is a plain link to its path', () => {
    renderAt('/');
    expect(link('Privacy').getAttribute('href')).toBe('/about/privacy');
    expect(link('Cart').getAttribute('href')).toBe('/cart?x=1#items');
    expect(link('Cart').className).toBe('navbar__cart');
  });

  it('follows a plain click in the page, adding to the history', async () => {
    const router = renderAt('/');
    expect(await leftToBrowser(link('Cart'))).toBe(false);
    expect(router.state.location).toMatchObject({ pathname: '/cart', search: '?x=1', hash: '#items' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the page already shown instead of adding it again, as Link does', async () => {
    const router = renderAt('/about/privacy');
    await act(async () => fireEvent.click(link('Privacy')));
    expect(router.state.location.pathname).toBe('/about/privacy');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves modified clicks, other buttons, other targets and prevented clicks to the browser', async () => {
    const router = renderAt('/');
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(await leftToBrowser(link('Privacy'), init)).toBe(true);
    }
    expect(await leftToBrowser(link('Blog'))).toBe(true);
    expect(await leftToBrowser(link('App'))).toBe(false); // its own onClick prevented it
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('SiteNavLink', () => {
  it('is marked while its page or one under it is shown', async () => {
    const router = renderAt('/lotto/results');
    expect(link('Lotto').className).toBe('active');
    expect(link('Lotto').getAttribute('aria-current')).toBe('page');
    expect(link('Home').className).toBe('navbar__logo');
    expect(link('Home').getAttribute('aria-current')).toBeNull();

    await act(async () => fireEvent.click(link('Home')));
    expect(router.state.location.pathname).toBe('/');
    expect(link('Home').className).toBe('navbar__logo active');
    expect(link('Lotto').className).toBe('');
    expect(link('Lotto').getAttribute('aria-current')).toBeNull();
  });

  it('uses NavLink\'s rule: the path or below it, case aside, and / only itself', () => {
    expect(isActivePath('/lotto', '/lotto')).toBe(true);
    expect(isActivePath('/lotto/results/2026', '/lotto')).toBe(true);
    expect(isActivePath('/LOTTO', '/lotto')).toBe(true);
    expect(isActivePath('/lotto/results', '/lotto/')).toBe(true);
    expect(isActivePath('/lottery', '/lotto')).toBe(false);
    expect(isActivePath('/lotto', '/lotto?page=2')).toBe(true);
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/cart', '/')).toBe(false);
  });
});
