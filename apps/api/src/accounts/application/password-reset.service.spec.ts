import { describe, expect, it } from '@jest/globals';
import { CODE_MAX_TRIES } from '@mercato/contracts';
import { inMemoryAccounts } from '../../../test/fakes/accounts.js';
import { PasswordReset } from './password-reset.service.js';

async function resetting() {
  const world = inMemoryAccounts();
  const reset = new PasswordReset(world.uow, world.users, world.codes, world.hasher, world.commonPasswords, world.mail.mail);
  const anna = await world.users.create({
    email: 'chef@bistro.ch',
    firstName: 'Anna',
    lastName: 'Rossi',
    phone: '+41 21 555 12 34',
    restaurantName: 'Bistro du Lac',
    restaurantAddress: 'Quai du Mont-Blanc 1, 1201 Genève',
    passwordHash: 'hashed:Old#Password1',
    language: 'de',
    promoCodeId: null,
    verified: true,
  });
  return { ...world, reset, anna };
}

describe('PasswordReset (use case, in-memory ports)', () => {
  it('mails a reset code, confirms it, sets the new password once, ends the sessions and sends a notice', async () => {
    const { reset, users, mail, anna } = await resetting();

    await reset.request(' Chef@Bistro.ch', undefined);
    const [codeMail] = mail.mails('verification_code');
    expect([codeMail!.recipient, codeMail!.language, codeMail!.params]).toEqual(['chef@bistro.ch', 'de', { purpose: 'reset' }]);

    expect(await reset.verify('chef@bistro.ch', mail.codeSentTo('chef@bistro.ch'), 'reset')).toBe('code_confirmed');
    await reset.reset('chef@bistro.ch', 'Fondue#Geneve9');

    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Fondue#Geneve9');
    expect((await users.findById(anna.id))?.props.sessionEpoch).toBe(anna.props.sessionEpoch + 1);
    expect(mail.mails('password_changed').map((m) => [m.recipient, m.language])).toEqual([['chef@bistro.ch', 'de']]);
    // A confirmed code allows one new password, not two.
    await expect(reset.reset('chef@bistro.ch', 'Another#Pass9')).rejects.toMatchObject({ code: 'code_not_confirmed' });
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Fondue#Geneve9');
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const { reset, mail } = await resetting();
    await expect(reset.request('nobody@bistro.ch', 'fr')).resolves.toBeUndefined();
    expect(mail.mails()).toEqual([]);
  });

  it('refuses a new password without a confirmed code, and a code after too many wrong tries', async () => {
    const { reset, users, mail, anna } = await resetting();
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9')).rejects.toMatchObject({ code: 'code_not_confirmed' });

    await reset.request('chef@bistro.ch', 'fr');
    const code = mail.codeSentTo('chef@bistro.ch');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_TRIES; i++) {
      await expect(reset.verify('chef@bistro.ch', wrong, 'reset')).rejects.toMatchObject({ code: 'invalid_or_expired_code' });
    }
    await expect(reset.verify('chef@bistro.ch', code, 'reset')).rejects.toMatchObject({ code: 'invalid_or_expired_code' });
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9')).rejects.toMatchObject({ code: 'code_not_confirmed' });
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Old#Password1');
  });

  it('holds the new password to the rule and keeps the confirmation for a better one', async () => {
    const { reset, users, mail, anna } = await resetting();
    await reset.request('chef@bistro.ch', 'fr');
    await reset.verify('chef@bistro.ch', mail.codeSentTo('chef@bistro.ch'), 'reset');

    await expect(reset.reset('chef@bistro.ch', 'Password1!')).rejects.toMatchObject({ code: 'password_too_common' });
    await expect(reset.reset('chef@bistro.ch', 'short')).rejects.toMatchObject({ code: 'password_requirements_not_met' });
    await reset.reset('chef@bistro.ch', 'Fondue#Geneve9');
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Fondue#Geneve9');
  });

  it('refuses a second code within the resend lock', async () => {
    const { reset, mail } = await resetting();
    await reset.request('chef@bistro.ch', 'fr');
    await expect(reset.resend('chef@bistro.ch', 'fr', 'reset')).rejects.toMatchObject({ code: 'resend_too_soon' });
    expect(mail.mails('verification_code')).toHaveLength(1);
  });
});
