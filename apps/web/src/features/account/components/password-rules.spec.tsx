import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../../testing/render';
import { PasswordRules } from './password-rules';

function rules() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => ({ text: item.textContent, met: item.getAttribute('data-met') === 'true' }));
}

function PasswordWithRules() {
  const [password, setPassword] = useState('');
  return (
    <>
      <label htmlFor="pw">Mot de passe</label>
      <input id="pw" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby="rules" />
      <PasswordRules id="rules" password={password} />
    </>
  );
}

describe('PasswordRules', () => {
  it('lists the three rules of SPEC.md, none met for an empty password', () => {
    renderWithProviders(<PasswordRules id="rules" password="" />);

    expect(screen.getByText('Votre mot de passe doit contenir :')).toBeTruthy();
    expect(rules()).toEqual([
      { text: 'au moins 7 caractères – pas encore respecté', met: false },
      { text: 'une lettre majuscule – pas encore respecté', met: false },
      { text: 'un caractère spécial (ni lettre ni chiffre) – pas encore respecté', met: false },
    ]);
  });

  it('marks each rule met or not as the user types', () => {
    renderWithProviders(<PasswordWithRules />);
    const input = screen.getByLabelText('Mot de passe');

    fireEvent.change(input, { target: { value: 'Fondue' } });
    expect(rules().map((rule) => rule.met)).toEqual([false, true, false]);

    fireEvent.change(input, { target: { value: 'fondue&co' } });
    expect(rules().map((rule) => rule.met)).toEqual([true, false, true]);

    fireEvent.change(input, { target: { value: 'Fondue&Co7' } });
    expect(rules().map((rule) => rule.met)).toEqual([true, true, true]);
    expect(rules()[0]?.text).toBe('au moins 7 caractères – respecté');
  });

  it('speaks German', () => {
    renderWithProviders(<PasswordRules id="rules" password="Ab" />, { language: 'de' });
    expect(rules()[1]).toEqual({ text: 'einen Grossbuchstaben – erfüllt', met: true });
  });

  it('speaks Italian', () => {
    renderWithProviders(<PasswordRules id="rules" password="Ab&" />, { language: 'it' });
    expect(screen.getByText('La password deve contenere:')).toBeTruthy();
    expect(rules()).toEqual([
      { text: 'almeno 7 caratteri – non ancora rispettato', met: false },
      { text: 'una lettera maiuscola – rispettato', met: true },
      { text: 'un carattere speciale (né lettera né cifra) – rispettato', met: true },
    ]);
  });
});
