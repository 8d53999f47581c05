import { describe, expect, it } from 'vitest';
import { profileIncomplete } from './profile.ts';
import { citySuggestions } from './profile-edit.ts';

const cities = ['Ahmedabad', 'Anand', 'Gandhinagar', 'Navsari', 'Surat'].map((Text, i) => ({
  Value: String(i + 1),
  Text,
}));

describe('Add a City suggestions (docs/product.md#profile: substring match)', () => {
  it('matches anywhere in the name, ignoring case and extra spaces', () => {
    expect(citySuggestions(cities, 'an').map((c) => c.Text)).toEqual(['Anand', 'Gandhinagar']);
    expect(citySuggestions(cities, '  SUR ').map((c) => c.Text)).toEqual(['Surat']);
  });

  it('suggests nothing for an empty box, and at most `limit`', () => {
    expect(citySuggestions(cities, '   ')).toEqual([]);
    expect(citySuggestions(cities, 'a', 2)).toHaveLength(2);
  });
});

describe('profile prompt (docs/product.md#profile-prompt)', () => {
  const profile = {
    Name: 'Ravi',
    Mobileno: '9876543210',
    nCountry: '1',
    nState: '1',
    nCity: '',
    Address: '',
    CountryName: 'India',
    StateName: 'Gujarat',
    CityName: '',
  };
  it('shows while the city is empty, not before the profile has loaded', () => {
    expect(profileIncomplete(undefined)).toBe(false);
    expect(profileIncomplete(profile)).toBe(true);
    expect(profileIncomplete({ ...profile, nCity: '12', CityName: 'Surat' })).toBe(false);
  });
});
