import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../testing/render';
import { withShellCrash } from './router';

function BrokenShell(): never {
  throw new Error('the header broke');
}

describe('app router', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('shows the translated crash notice, not the router default, when the shell itself fails', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    renderRoutes(withShellCrash([{ path: '/', element: <BrokenShell /> }]), { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Es ist ein Problem aufgetreten' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(logged).toHaveBeenCalledWith('[app] rendering failed', expect.any(Error));
  });
});
