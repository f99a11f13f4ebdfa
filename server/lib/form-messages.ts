// What a multipart form that breaks the limits is told (the profile editor and the seller form).
export const FORM_MESSAGES = {
  oneImage: 'Send one image at most.',
  tooManyFields: 'The form has too many fields.',
  valueTooLong: 'A form value is too long.',
  unreadable: 'The form data could not be read.',
} as const;
