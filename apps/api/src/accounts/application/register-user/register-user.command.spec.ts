import { describe, expect, it } from '@jest/globals';
import { inMemoryAccounts } from '../../../../test/fakes/accounts.js';
import { RegisterUser } from './register-user.command.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Anna',
  lastName: 'Rossi',
  phone: '+41 21 555 12 34',
  email: 'Chef@Bistro.ch ',
  restaurantName: 'Bistro du Lac',
  restaurantAddress: 'Quai du Mont-Blanc 1, 1201 Genève',
  password: 'Raclette#Vaud7',
  confirm: 'Raclette#Vaud7',
  privacy_accepted: true,
  lang: 'it',
  ...overrides,
});

function registration() {
  const world = inMemoryAccounts();
  const register = new RegisterUser(world.uow, world.users, world.hasher, world.commonPasswords, world.promoCodes, world.codes, world.limiter);
  return { ...world, register };
}

describe('RegisterUser (use case, in-memory ports)', () => {
  it('creates an unverified account with a hashed password and mails a register code in the chosen language', async () => {
    const { register, users, mail, codes, uow } = registration();

    await register.execute(form(), '203.0.113.7');

    const user = await users.findByEmail('chef@bistro.ch');
    expect(user?.props).toMatchObject({ email: 'chef@bistro.ch', verified: false, language: 'it', promoCode: null, role: 'restaurant' });
    expect(await users.passwordHashOf(user!.id)).toBe('hashed:Raclette#Vaud7');
    expect(uow.commits).toBe(1);
    const [code] = mail.mails('verification_code');
    expect([code!.recipient, code!.language, code!.params]).toEqual(['chef@bistro.ch', 'it', { purpose: 'register' }]);
    // The code rests sealed in the outbox, and it is the one that confirms the account.
    expect(JSON.stringify(code!.params)).not.toContain(mail.codeSentTo('chef@bistro.ch'));
    expect(await codes.confirm('chef@bistro.ch', mail.codeSentTo('chef@bistro.ch'), ['register'])).toEqual({ userId: user!.id, purpose: 'register' });
  });

  it('takes one use of the activation code in the same unit of work', async () => {
    const { register, users, promoRepository } = registration();
    promoRepository.given('BISTRO-2026', { maxUses: 2 });

    await register.execute(form({ promo_code: ' bistro-2026 ' }), '203.0.113.7');

    expect((await promoRepository.find('BISTRO-2026'))?.uses).toBe(1);
    expect((await users.findByEmail('chef@bistro.ch'))?.props.promoCode).toBe('BISTRO-2026');
  });

  it('refuses an unknown or used-up activation code, and creates nothing', async () => {
    const { register, users, mail, promoRepository } = registration();
    promoRepository.given('USED-UP', { uses: 1, maxUses: 1 });

    await expect(register.execute(form({ promo_code: 'NOPE' }), '203.0.113.7')).rejects.toMatchObject({ code: 'invalid_promo_code' });
    await expect(register.execute(form({ promo_code: 'used-up' }), '203.0.113.7')).rejects.toMatchObject({ code: 'invalid_or_used_promo' });
    expect(users.rows.items).toEqual([]);
    expect(mail.mails()).toEqual([]);
  });

  it('gives the activation code its use back when the account cannot be created after all', async () => {
    const { register, users, promoRepository, mail, uow } = registration();
    promoRepository.given('BISTRO-2026');
    await users.create({ ...form(), email: 'chef@bistro.ch', passwordHash: 'x', language: 'fr', promoCodeId: null });
    // Another registration took the address between the check and the insert.
    users.emailTaken = async () => false;

    await expect(register.execute(form({ promo_code: 'BISTRO-2026' }), '203.0.113.7')).rejects.toMatchObject({ code: 'email_already_used' });

    expect(uow.rollbacks).toBe(1);
    expect((await promoRepository.find('BISTRO-2026'))?.uses).toBe(0);
    expect(users.rows.items).toHaveLength(1);
    expect(mail.mails()).toEqual([]);
  });

  it('refuses a taken address, a common password and a missing privacy consent', async () => {
    const { register, mail } = registration();
    await register.execute(form(), '203.0.113.7');

    await expect(register.execute(form({ email: 'CHEF@bistro.ch' }), '203.0.113.8')).rejects.toMatchObject({ code: 'email_already_used' });
    await expect(register.execute(form({ email: 'b@bistro.ch', password: 'Password1!', confirm: 'Password1!' }), '203.0.113.8')).rejects.toMatchObject({
      code: 'password_too_common',
    });
    await expect(register.execute(form({ email: 'c@bistro.ch', privacy_accepted: false }), '203.0.113.8')).rejects.toMatchObject({ code: 'accept_privacy_required' });
    expect(mail.mails()).toHaveLength(1);
  });

  it('takes at most ten registrations an hour from one address', async () => {
    const { register, users } = registration();
    for (let i = 0; i < 10; i++) await register.execute(form({ email: `chef${i}@bistro.ch` }), '203.0.113.7');

    await expect(register.execute(form({ email: 'chef10@bistro.ch' }), '203.0.113.7')).rejects.toMatchObject({ code: 'too_many_requests' });
    await register.execute(form({ email: 'chef10@bistro.ch' }), '198.51.100.4');
    expect(users.rows.items).toHaveLength(11);
  });
});
