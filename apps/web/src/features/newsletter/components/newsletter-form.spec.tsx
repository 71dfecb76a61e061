import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { elapse, installFakeTimers, uninstallFakeTimers } from '../../../testing/fake-timers';
import { stubFetch } from '../../../testing/fetch-stub';
import { renderWithProviders } from '../../../testing/render';
import { NewsletterForm } from './newsletter-form';

const type = (value: string) => fireEvent.change(screen.getByLabelText('Votre adresse e-mail'), { target: { value } });
const accept = () => fireEvent.click(screen.getByRole('checkbox'));
const submit = () => fireEvent.click(screen.getByRole('button', { name: "S’abonner" }));
const shown = () => screen.getByRole('status').textContent;

describe('NewsletterForm', () => {
  beforeEach(() => installFakeTimers());
  afterEach(() => uninstallFakeTimers());

  it('needs an e-mail and the privacy acceptance before calling', () => {
    const { stub } = stubFetch();
    renderWithProviders(<NewsletterForm />);
    type('   ');
    submit();
    expect(shown()).toBe('✗ Veuillez indiquer votre adresse e-mail.');
    type('chef@bistro.ch');
    submit();
    expect(shown()).toBe('✗ Vous devez accepter la politique de confidentialité');
    expect(stub).not.toHaveBeenCalled();
  });

  it('sends the trimmed address and shows a tick, hidden after 500000 ms', async () => {
    const { stub } = stubFetch({ status: 200, body: { success: true, message: 'subscription_saved' } });
    renderWithProviders(<NewsletterForm />);
    type('  chef@bistro.ch ');
    accept();
    submit();
    await screen.findByText(/^✓/);
    expect(shown()).toBe('✓ Merci\u202f! Vous êtes inscrit à la newsletter.');
    // Sent as a browser's FormData (multipart), as SPEC.md's client does.
    const body = stub.mock.calls[0]![1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('email')).toBe('chef@bistro.ch');
    expect(body.get('lang')).toBe('fr');
    await elapse(499_000);
    expect(shown()).not.toBe('');
    await elapse(1_100);
    expect(shown()).toBe('');
  });

  it.each([
    [{ status: 400, body: { success: false, message: 'invalid_email' } }, '✗ Adresse e-mail invalide.'],
    [{ status: 409, body: { success: false, message: 'duplicate_email' } }, '✗ Cette adresse e-mail est déjà inscrite.'],
    [{ status: 429, body: { success: false, message: 'too_many_requests' } }, null],
    ['network-error' as const, null],
  ])('shows the message of the answer %#', async (answer, text) => {
    stubFetch(answer);
    renderWithProviders(<NewsletterForm />);
    type('chef@bistro.ch');
    accept();
    submit();
    await screen.findByText(/^✗/);
    // anything else than invalid or duplicate, and a network failure: server_error
    expect(shown()).toBe(text ?? `✗ ${(await import('../../../../../../libs/i18n/translations/fr.json', { with: { type: 'json' } })).default.error.server_error}`);
  });
});
