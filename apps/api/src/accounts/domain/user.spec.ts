import { describe, expect, it } from '@jest/globals';
import { User, type UserProps } from './user.js';

const props: UserProps = {
  id: 7,
  email: 'anna@bistro.ch',
  firstName: 'Anna',
  lastName: 'Meier',
  phone: '+41 79 123 45 67',
  restaurantName: 'Bistro Anna',
  restaurantAddress: 'Bahnhofstrasse 1, 8001 Zürich',
  role: 'restaurant',
  verified: false,
  active: true,
  language: 'fr',
  promoCode: null,
  avatarKey: null,
  sessionEpoch: 0,
};

describe('user', () => {
  it('may sign in while active, verified or not, and not once deactivated', () => {
    expect(new User(props).canSignIn).toBe(true);
    expect(new User({ ...props, verified: true }).canSignIn).toBe(true);
    expect(new User({ ...props, active: false }).canSignIn).toBe(false);
    expect(new User({ ...props, active: false, verified: true, role: 'admin' }).canSignIn).toBe(false);
  });

  it('is an admin only with the admin role', () => {
    expect(new User(props).isAdmin).toBe(false);
    expect(new User({ ...props, verified: true, promoCode: 'GASTRO-2026' }).isAdmin).toBe(false);
    expect(new User({ ...props, role: 'admin' }).isAdmin).toBe(true);
  });
});
