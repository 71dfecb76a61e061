import { describe, expect, it } from '@jest/globals';
import { CODE_MAX_TRIES } from '@mercato/contracts';
import { inMemoryAccounts } from '../../../test/fakes/accounts.js';
import { PasswordReset } from './password-reset.service.js';

const ADDRESS = '203.0.113.7';

async function resetting() {
  const world = inMemoryAccounts();
  const reset = new PasswordReset(world.uow, world.users, world.codes, world.hasher, world.commonPasswords, world.mail.mail, world.limiter);
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

    const outcome = await reset.verify('chef@bistro.ch', mail.codeSentTo('chef@bistro.ch'), 'reset');
    expect(outcome.message).toBe('code_confirmed');
    const grant = outcome.message === 'code_confirmed' ? outcome.grant : null;
    await reset.reset('chef@bistro.ch', 'Fondue#Geneve9', grant, ADDRESS);

    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Fondue#Geneve9');
    expect((await users.findById(anna.id))?.props.sessionEpoch).toBe(anna.props.sessionEpoch + 1);
    expect(mail.mails('password_changed').map((m) => [m.recipient, m.language])).toEqual([['chef@bistro.ch', 'de']]);
    // A confirmed code allows one new password, not two.
    await expect(reset.reset('chef@bistro.ch', 'Another#Pass9', grant, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Fondue#Geneve9');
  });

  it('answers an unknown address exactly like a known one, and mails nothing', async () => {
    const { reset, mail } = await resetting();
    await expect(reset.request('nobody@bistro.ch', 'fr')).resolves.toBeUndefined();
    expect(mail.mails()).toEqual([]);
  });

  it('refuses a new password without a confirmed code, and a code after too many wrong tries', async () => {
    const { reset, users, mail, anna } = await resetting();
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', null, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });

    await reset.request('chef@bistro.ch', 'fr');
    const code = mail.codeSentTo('chef@bistro.ch');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_MAX_TRIES; i++) {
      await expect(reset.verify('chef@bistro.ch', wrong, 'reset')).rejects.toMatchObject({ code: 'invalid_or_expired_code' });
    }
    await expect(reset.verify('chef@bistro.ch', code, 'reset')).rejects.toMatchObject({ code: 'invalid_or_expired_code' });
    // A grant someone forged or kept is worth nothing without the confirmed code behind it.
    const forged = { email: 'chef@bistro.ch', until: Date.now() + 60_000 };
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', forged, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Old#Password1');
  });

  it('holds the new password to the rule and keeps the confirmation for a better one', async () => {
    const { reset, users, mail, anna } = await resetting();
    await reset.request('chef@bistro.ch', 'fr');
    const outcome = await reset.verify('chef@bistro.ch', mail.codeSentTo('chef@bistro.ch'), 'reset');
    const grant = outcome.message === 'code_confirmed' ? outcome.grant : null;

    await expect(reset.reset('chef@bistro.ch', 'Password1!', grant, ADDRESS)).rejects.toMatchObject({ code: 'password_too_common' });
    await expect(reset.reset('chef@bistro.ch', 'short', grant, ADDRESS)).rejects.toMatchObject({ code: 'password_requirements_not_met' });
    await reset.reset('chef@bistro.ch', 'Fondue#Geneve9', grant, ADDRESS);
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Fondue#Geneve9');
  });

  it('refuses without a grant before any password hashing, a grant for another address, and an expired grant', async () => {
    const { reset, users, mail, hasher, anna } = await resetting();
    let hashed = 0;
    const hash = hasher.hash.bind(hasher);
    hasher.hash = async (password: string) => (hashed++, hash(password));
    await reset.request('chef@bistro.ch', 'fr');
    const outcome = await reset.verify('chef@bistro.ch', mail.codeSentTo('chef@bistro.ch'), 'reset');
    const grant = outcome.message === 'code_confirmed' ? outcome.grant : null;

    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', null, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', { ...grant!, email: 'other@bistro.ch' }, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', { ...grant!, until: Date.now() - 1 }, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });
    expect(hashed).toBe(0);
    expect(await users.passwordHashOf(anna.id)).toBe('hashed:Old#Password1');
  });

  it('counts every try of reset_password from an address, refused ones too', async () => {
    const { reset } = await resetting();
    for (let i = 0; i < 20; i++) {
      await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', null, ADDRESS)).rejects.toMatchObject({ code: 'code_not_confirmed' });
    }
    await expect(reset.reset('chef@bistro.ch', 'Fondue#Geneve9', null, ADDRESS)).rejects.toMatchObject({ code: 'too_many_requests' });
  });

  it('refuses a second code within the resend lock', async () => {
    const { reset, mail } = await resetting();
    await reset.request('chef@bistro.ch', 'fr');
    await expect(reset.resend('chef@bistro.ch', 'fr', 'reset')).rejects.toMatchObject({ code: 'resend_too_soon' });
    expect(mail.mails('verification_code')).toHaveLength(1);
  });
});
