import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { renderWithProviders } from '../../../testing/render';
import { NOTIFICATION_DURATION_MS, useNotify } from './notification';

function Raise({ run }: { run: () => void }) {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify({ kind: 'error', message: 'Veuillez vous connecter.', action: { label: 'Se connecter', run } })}>
      raise
    </button>
  );
}

describe('notification with an action', () => {
  beforeEach(installFakeTimers);
  afterEach(uninstallFakeTimers);

  it('closes after 3000 ms, but not while the pointer or the focus is on it', async () => {
    renderWithProviders(<Raise run={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));
    const notification = screen.getByTestId('notification');

    fireEvent.mouseEnter(notification);
    await elapse(NOTIFICATION_DURATION_MS * 3);
    expect(screen.getByTestId('notification')).toBeTruthy();

    fireEvent.mouseLeave(notification);
    await elapse(NOTIFICATION_DURATION_MS);
    expect(screen.queryByTestId('notification')).toBeNull();
  });

  it('runs its action and closes', async () => {
    const run = jest.fn();
    renderWithProviders(<Raise run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'raise' }));

    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('notification')).toBeNull();
  });
});
