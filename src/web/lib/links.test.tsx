/**
 * The app's Link and NavLink (src/web/lib/links.tsx) behave as React
 * Router's: a real href, a plain click navigates in the app, a click with a
 * modifier key is left to the browser (new tab), and NavLink marks the
 * current page.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './links.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{pathname + search}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('Link', () => {
  it('is a real link, and a plain click navigates in the app', () => {
    renderAt('/', <Link to="/search?companyid=2">Maruti cars</Link>);
    const link = screen.getByRole('link', { name: 'Maruti cars' });
    expect(link.getAttribute('href')).toBe('/search?companyid=2');
    expect(fireEvent.click(link)).toBe(false); // default prevented: the app navigated
    expect(screen.getByLabelText('where').textContent).toBe('/search?companyid=2');
  });

  it('leaves a click with Ctrl (new tab) to the browser', () => {
    renderAt('/', <Link to="/contactus">Contact</Link>);
    let leftToBrowser = false;
    // After the app has seen the click: note whether it was left alone, then stop jsdom opening it.
    const browser = (e: Event) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault();
    };
    window.addEventListener('click', browser);
    fireEvent.click(screen.getByRole('link'), { ctrlKey: true });
    window.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(screen.getByLabelText('where').textContent).toBe('/');
  });

  it("lets the caller's onClick cancel the navigation", () => {
    renderAt(
      '/',
      <Link to="/contactus" onClick={(e) => e.preventDefault()}>
        Contact
      </Link>,
    );
    fireEvent.click(screen.getByRole('link'));
    expect(screen.getByLabelText('where').textContent).toBe('/');
  });
});

describe('NavLink', () => {
  const menu = (
    <>
      <NavLink to="/" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Home
      </NavLink>
      <NavLink to="/MyVehicles" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        My Vehicles
      </NavLink>
    </>
  );

  it('marks the current page, and a page below it unless `end`', () => {
    renderAt('/myvehicles/12', menu);
    const mine = screen.getByRole('link', { name: 'My Vehicles' });
    expect(mine.getAttribute('aria-current')).toBe('page');
    expect(mine.className).toBe('on');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBeNull();
    expect(home.className).toBe('off');
  });

  it('follows the location as the app navigates', () => {
    renderAt('/MyVehicles', menu);
    fireEvent.click(screen.getByRole('link', { name: 'Home' }));
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My Vehicles' }).className).toBe('off');
  });
});
