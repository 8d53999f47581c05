import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { nextTask } from '#web/test/native-dialog.ts';
import CompleteProfileModal from './CompleteProfileModal.tsx';

afterEach(cleanup);

describe('Complete your Profile in React StrictMode (development build)', () => {
  it('opens and stays open, Escape does not dismiss it, Update Profile goes to /profile', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <CompleteProfileModal /> },
      { path: '/profile', element: <h1>Profile page</h1> },
    ]);
    render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
    await act(nextTask);
    expect(screen.getByRole('dialog', { name: 'Complete your Profile' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Update Profile' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    await act(nextTask);
    expect(screen.getByRole('dialog', { name: 'Complete your Profile' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Update Profile' })));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
