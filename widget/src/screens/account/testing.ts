import type { User } from '@alliance/shared/user';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Shared by the account screen's tests. */
export const PHONE = '+33612345678';

export const knownUser: User = {
  phone: PHONE,
  locale: 'fr',
  latitude: 48.85,
  longitude: 2.35,
  has_finished_onboarding: true,
  email: 'camille@example.fr',
  firstname: 'Camille',
  lastname: 'Martin',
  city: 'Paris',
  zipCode: '75001',
  country: 'FR',
};

export async function submitPhone(user: UserEvent, number = '06 12 34 56 78') {
  await user.type(screen.getByLabelText('Numéro de téléphone mobile'), number);
  await user.click(screen.getByRole('button', { name: 'Recevoir le code' }));
}

export const codeBoxes = () => screen.getAllByRole('textbox', { name: /^Chiffre \d sur 6$/ }) as HTMLInputElement[];
