/** The profile rules the Profile screen and AddCarSetuClientProfile / AddCity share (docs/product.md#profile-rules). */
import { describe, expect, it } from 'vitest';
import { cityNameCase, NewCityFormSchema, ProfileFormSchema, squashSpaces } from './profile.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('cityNameCase', () => {
  it('capitalises the first letter and lowers the rest, after trimming and collapsing spaces', () => {
    expect(cityNameCase('  navi   MUMBAI ')).toBe('Navi mumbai');
    expect(cityNameCase("o'VALLEY")).toBe("O'valley");
    expect(cityNameCase('surat')).toBe('Surat');
    expect(squashSpaces(' a \t b ')).toBe('a b');
  });
});

describe('ProfileFormSchema', () => {
  const valid = { Name: 'Asha 2', nCountry: '1', nState: '1', nCity: '7', Address: 'FC Road' };

  it('takes the dropdown ids as strings and gives numbers', () => {
    expect(ProfileFormSchema.parse(valid)).toEqual({ ...valid, nCountry: 1, nState: 1, nCity: 7 });
  });

  it.each([
    [{ Name: '' }, 'name is required.'],
    [{ Name: "D'Souza & Sons" }, 'Please enter only characters.'],
    [{ Address: '' }, 'Address is required'],
    [{ nCountry: '' }, 'This field is required'],
    [{ nState: null }, 'This field is required'],
    [{ nCity: undefined }, 'This field is required'],
  ])('%o -> %s', (override, message) => {
    expect(firstMessage(ProfileFormSchema.safeParse({ ...valid, ...override }))).toBe(message);
  });
});

describe('NewCityFormSchema', () => {
  it.each([
    ['', 'This field is required'],
    ['A'.repeat(21), 'Please enter valid city.'],
    ['Sector 5', 'Please enter valid city.'],
    ["'", 'Please enter valid city.'],
  ])('%s -> %s', (cityname, message) => {
    expect(firstMessage(NewCityFormSchema.safeParse({ cityname }))).toBe(message);
  });

  it('accepts 1 to 20 letters, spaces or apostrophes', () => {
    expect(NewCityFormSchema.parse({ cityname: ' x ' })).toEqual({ cityname: 'x' });
    expect(NewCityFormSchema.parse({ cityname: "Mc'Leodganj Upper Rd" }).cityname).toHaveLength(20);
  });
});
