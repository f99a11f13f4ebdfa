import { describe, expect, it } from 'vitest';
import { feedbackMailto } from './feedback.ts';
import { initials } from './initials.ts';
import { changedFields, photoProblem, profileFormSchema, toFormData } from './profile-form.ts';
import { USER } from './test-fixtures.tsx';

describe('profile form rules', () => {
  it('finds only the fields whose normalised value changed', () => {
    const values = profileFormSchema(USER).parse({
      name: ' Asha Rao ',
      email: 'ASHA@EXAMPLE.COM',
      phone: '+91 98765 43210',
      gender: 'male',
    });
    expect(changedFields(USER, values)).toEqual({ gender: 'male' });
  });

  it('requires a field that had a value, and lets a never-filled one stay blank', () => {
    const required = profileFormSchema(USER).safeParse({ name: '', email: '', phone: '', gender: '' });
    expect(required.success).toBe(false);
    // The form shows the first message of each field.
    const first = new Map<unknown, string>();
    for (const issue of required.error?.issues ?? []) {
      if (!first.has(issue.path[0])) first.set(issue.path[0], issue.message);
    }
    expect(Object.fromEntries(first)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });

    const bare = { ...USER, email: null, phone: null, gender: null };
    const values = profileFormSchema(bare).parse({ name: 'Asha Rao', email: ' ', phone: '', gender: '' });
    expect(changedFields(bare, values)).toEqual({});
    expect(
      profileFormSchema(bare).safeParse({ name: 'A', email: 'nope', phone: '', gender: '' }).error?.issues[0]
        ?.message,
    ).toBe('Enter a valid email address');
  });

  it('builds the multipart body from the changes and the photo', () => {
    const photo = new File(['x'], 'me.png', { type: 'image/png' });
    const form = toFormData({ name: 'Asha', phone: '9123456789' }, photo);
    expect([...form.keys()]).toEqual(['name', 'phone', 'image']);
    expect((form.get('image') as File).name).toBe('me.png');
    expect([...toFormData({}, null).keys()]).toEqual([]);
  });

  it('accepts images up to 2 MB only', () => {
    expect(photoProblem({ type: 'image/webp', size: 2_097_152 })).toBeNull();
    expect(photoProblem({ type: 'image/webp', size: 2_097_153 })).toBe('Image size should be less than 2MB');
    expect(photoProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
    expect(photoProblem({ type: '', size: 10 })).toBe('Please select an image file');
  });
});

describe('feedback mail and initials', () => {
  it('composes the mail with the fixed subject and the encoded message', () => {
    expect(feedbackMailto('care@littleloom.in', 'Hi & thanks?')).toBe(
      'mailto:care@littleloom.in?subject=Feedback%20%26%20Information&body=Hi%20%26%20thanks%3F',
    );
  });

  it('takes the first letters of the first and last names', () => {
    expect(initials('Asha Rao')).toBe('AR');
    expect(initials('  asha  ')).toBe('A');
    expect(initials('Asha Devi Rao')).toBe('AR');
    expect(initials('9876543210')).toBe('');
    expect(initials(null)).toBe('');
  });
});
