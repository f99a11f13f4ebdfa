import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../test/fake-api.ts';
import { showInHindi } from '../../test/in-hindi.ts';
import { failure, recoveryGranted, renderAuth, codeSent as sent } from './test-helpers.tsx';

// The sign-in, password and forgotten-password screens in Hindi: every word from the Hindi texts, the
// rules' messages said in Hindi, and the server's Hindi refusals understood like the English ones.

/** What the server answers a Hindi page (server/i18n), the same words as auth:messages. */
showInHindi();

const SAYS = {
  codeInvalid: 'कोड गलत है या उसकी समय-सीमा खत्म हो गई है। कृपया नया कोड मँगाएँ।',
  resendTooSoon: 'कृपया दूसरा कोड मँगाने से पहले थोड़ा रुकें।',
  resetGrantInvalid: 'सत्र समाप्त हो गया। कृपया OTP फिर से सत्यापित करें।',
};

/** English words of these screens that must not be left on a Hindi page. */
const ENGLISH =
  /Welcome|Sign in|Sign In|Sign up|Send code|Phone number|Referral|Verify|Resend|Forgot|Password|Email or|Back to|optional|Digit/;

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const digitBox = (n: number) => screen.getByRole('textbox', { name: `6 में से अंक ${n}` });
const pasteCode = (code: string) => fireEvent.paste(digitBox(1), { clipboardData: { getData: () => code } });
const visibleText = () => document.body.textContent ?? '';
/** The page's words a screen reader or a browser shows besides its text. */
const attributeText = () =>
  [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
    .flatMap((element) => ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name)))
    .filter(Boolean)
    .join(' | ');

afterEach(async () => {
  vi.useRealTimers();
});

describe('sign-in by phone in Hindi', () => {
  it('shows the landing screen and the phone step in Hindi, with the rule messages in Hindi', async () => {
    const { api } = renderAuth('/signin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Little Loom में आपका स्वागत है');
    expect(screen.getByText('अपने नन्हे-मुन्नों को नए फ़ैशन के कपड़ों में सजाने के लिए तैयार हो जाइए')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'साइन इन' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'साइन अप' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('group', { name: 'साइन इन करें या नया अकाउंट बनाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'साइन इन करें' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'अपने फ़ोन से साइन इन करें' });
    const phone = within(form).getByRole('textbox', { name: 'फ़ोन नंबर' });
    expect(phone).toHaveAccessibleDescription('10 अंकों का मोबाइल नंबर, भारत (+91)');
    expect(within(form).getByRole('textbox', { name: 'रेफ़रल ID (ज़रूरी नहीं)' })).toHaveAttribute(
      'placeholder',
      'किसी दोस्त का रेफ़रल कोड',
    );
    expect(screen.getByRole('link', { name: 'पासवर्ड से साइन इन करें' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forget');
    expect(screen.getByText('सोशल अकाउंट से साइन इन करें')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('साइन इन करें · Little Loom'));

    click('कोड भेजें');
    expect(await screen.findByText('कृपया फ़ोन नंबर डालें')).toBeInTheDocument();
    fireEvent.change(phone, { target: { value: '12345' } });
    click('कोड भेजें');
    expect(await screen.findByText('सही 10 अंकों का फ़ोन नंबर डालें')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();
    expect(visibleText()).not.toMatch(ENGLISH);
    expect(attributeText()).not.toMatch(ENGLISH);
  });

  it('shows the code step in Hindi and understands the server refusing the code in Hindi', async () => {
    const success = vi.spyOn(toast, 'success');
    renderAuth('/signin', {
      sendOtp: () => sent(),
      verifyOtp: () => failure(400, SAYS.codeInvalid),
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'फ़ोन नंबर' }), { target: { value: '9876543210' } });
    click('कोड भेजें');
    const boxes = await screen.findByRole('group', { name: 'वन-टाइम कोड' });
    expect(within(boxes).getByRole('textbox', { name: '6 में से अंक 1' })).toHaveFocus();
    expect(within(boxes).getByRole('textbox', { name: '6 में से अंक 6' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210').parentElement).toHaveTextContent(
      '+91 98765 43210 पर भेजा गया 6 अंकों का कोड डालें',
    );
    expect(screen.getByRole('button', { name: 'नंबर बदलें' })).toBeEnabled();
    expect(screen.getByRole('button', { name: /^कोड फिर से भेजें \(0:(30|29) में\)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'OTP जाँचें' })).toBeEnabled();
    expect(success).toHaveBeenCalledWith('OTP भेज दिया गया!', expect.anything());

    // Six digits of a short code: the server's Hindi refusal is its "wrong code", so while Resend is
    // locked the screen advises checking the digits, and clears the boxes.
    click('OTP जाँचें');
    expect(await screen.findByText('कृपया सही 6 अंकों का OTP डालें')).toBeInTheDocument();
    pasteCode('111111');
    expect(await screen.findByText('गलत कोड। इसे जाँचें और फिर से कोशिश करें।')).toBeInTheDocument();
    expect(digitBox(1)).toHaveValue('');
    expect(visibleText()).not.toMatch(ENGLISH);
    expect(attributeText()).not.toMatch(ENGLISH);
  });
});

describe('sign-up in Hindi', () => {
  it('shows the details form and the SMS code step in Hindi', async () => {
    renderAuth('/signup', { register: () => ({ message: 'हमने अभी आपको SMS भेजा है', resendAfter: 30 }) });
    await waitFor(() => expect(document.title).toBe('साइन अप करें · Little Loom'));
    const form = screen.getByRole('form', { name: 'साइन अप करें' });
    expect(within(form).getByRole('textbox', { name: 'पूरा नाम' })).toHaveAttribute('placeholder', 'आपका नाम');
    expect(within(form).getByRole('textbox', { name: 'रेफ़रल कोड (ज़रूरी नहीं)' })).toHaveAttribute(
      'placeholder',
      'जैसे LLAB12CD',
    );
    click('अकाउंट बनाएँ');
    expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('ईमेल ज़रूरी है')).toBeInTheDocument();
    expect(screen.getByText('फ़ोन नंबर ज़रूरी है')).toBeInTheDocument();
    expect(visibleText()).not.toMatch(ENGLISH);

    fireEvent.change(within(form).getByRole('textbox', { name: 'पूरा नाम' }), { target: { value: 'Asha' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'ईमेल' }), {
      target: { value: 'asha@example.com' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'फ़ोन नंबर' }), {
      target: { value: '9876543210' },
    });
    click('अकाउंट बनाएँ');
    expect(await screen.findByRole('heading', { name: 'हमने अभी आपको एसएमएस भेजा है' })).toBeInTheDocument();
    expect(screen.getByText('+91 98765 43210').parentElement).toHaveTextContent(
      'हमने +91 98765 43210 पर जो 6 अंकों का कोड भेजा है, उसे डालें।',
    );
    expect(screen.getByRole('group', { name: 'सत्यापन कोड' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'जानकारी बदलें' })).toBeEnabled();
    click('जाँचें');
    expect(await screen.findByText('कृपया OTP के सभी 6 अंक डालें')).toBeInTheDocument();
    expect(visibleText()).not.toMatch(ENGLISH);
    expect(attributeText()).not.toMatch(ENGLISH);
  });
});

describe('password sign-in in Hindi', () => {
  it('shows the form, its rule messages and its links in Hindi', async () => {
    renderAuth('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड से साइन इन करें' })).toBeInTheDocument();
    expect(screen.getByText('अपने अकाउंट का ईमेल पता या फ़ोन नंबर डालें।')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ईमेल या फ़ोन नंबर' })).toHaveAttribute(
      'placeholder',
      'you@example.com या 98765 43210',
    );
    expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'साइन इन पर वापस जाएँ' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('link', { name: 'अपने फ़ोन से साइन इन करें' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('पासवर्ड से साइन इन करें · Little Loom'));
    click('साइन इन करें');
    expect(await screen.findByText('कृपया अपना ईमेल या फ़ोन नंबर डालें')).toBeInTheDocument();
    expect(screen.getByText('कृपया अपना पासवर्ड डालें')).toBeInTheDocument();
    expect(visibleText().replace('you@example.com', '')).not.toMatch(ENGLISH);
  });
});

describe('forgot password in Hindi', () => {
  it('walks the three steps in Hindi', async () => {
    const { api } = renderAuth('/forget', {
      resetSendOtp: () => ({ message: 'अगर जानकारी सही है, तो कोड भेजा जा रहा है।', resendAfter: 60 }),
      resetVerifyOtp: () => recoveryGranted(),
      resetPassword: () => failure(400, SAYS.resetGrantInvalid),
    });
    await waitFor(() => expect(document.title).toBe('पासवर्ड भूल गए · Little Loom'));
    expect(screen.getByRole('heading', { level: 1, name: 'पासवर्ड भूल गए' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'चरण' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1ईमेल या फ़ोन', '2कोड जाँचें', '3नया पासवर्ड']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 में से चरण 1: अपना अकाउंट ढूँढें');
    const identifier = screen.getByRole('textbox', { name: 'ईमेल या फ़ोन नंबर' });
    expect(identifier).toHaveAccessibleDescription('हम वहाँ एक वन-टाइम कोड भेजेंगे।');
    click('OTP भेजें');
    expect(await screen.findByText('कृपया अपना ईमेल या फ़ोन नंबर डालें')).toBeInTheDocument();
    expect(api.spy).not.toHaveBeenCalled();

    fireEvent.change(identifier, { target: { value: 'asha@example.com' } });
    click('OTP भेजें');
    const code = await screen.findByRole('textbox', { name: 'वन-टाइम कोड' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 में से चरण 2: कोड डालें');
    expect(screen.getByText('asha@example.com').parentElement).toHaveTextContent(
      'हमने asha@example.com पर कोड भेजा है।',
    );
    expect(code).toHaveAttribute('placeholder', '6 अंकों का कोड');
    expect(screen.getByRole('button', { name: /^OTP फिर से भेजें \((1:00|0:59) में\)$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'वापस' })).toBeEnabled();
    click('OTP जाँचें');
    expect(await screen.findByText('कृपया OTP डालें')).toBeInTheDocument();
    expect(visibleText().replaceAll('asha@example.com', '')).not.toMatch(ENGLISH);
    expect(attributeText()).not.toMatch(ENGLISH);

    fireEvent.change(code, { target: { value: '123456' } });
    const password = await screen.findByLabelText('नया पासवर्ड', { selector: 'input' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 में से चरण 3: नया पासवर्ड चुनें');
    expect(password).toHaveAccessibleDescription('कम से कम 8 अक्षर।');
    expect(screen.getByLabelText('नया पासवर्ड दोबारा डालें')).toBeInTheDocument();
    click('पासवर्ड रीसेट करें');
    expect(await screen.findByText('कृपया नया पासवर्ड डालें')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'secret-123' } });
    fireEvent.change(screen.getByLabelText('नया पासवर्ड दोबारा डालें'), { target: { value: 'secret-124' } });
    click('पासवर्ड रीसेट करें');
    expect(await screen.findByText('पासवर्ड मेल नहीं खाते')).toBeInTheDocument();
    expect(visibleText()).not.toMatch(ENGLISH);

    // The server's Hindi "session expired" is understood: back to the code step, saying so.
    fireEvent.change(screen.getByLabelText('नया पासवर्ड दोबारा डालें'), { target: { value: 'secret-123' } });
    click('पासवर्ड रीसेट करें');
    expect(await screen.findByRole('alert')).toHaveTextContent(SAYS.resetGrantInvalid);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('3 में से चरण 2: कोड डालें');
  });

  it('goes back to the code step when the server says in Hindi that a code was sent moments ago', async () => {
    renderAuth('/forget', {
      resetSendOtp: () => refusal(429, SAYS.resendTooSoon, { retryAfter: 42 }),
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'ईमेल या फ़ोन नंबर' }), {
      target: { value: 'asha@example.com' },
    });
    click('OTP भेजें');
    expect(await screen.findByRole('textbox', { name: 'वन-टाइम कोड' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'हमने एक मिनट से भी कम समय पहले आपको कोड भेजा है: उसे नीचे डालें, या 42 सेकंड बाद नया कोड मँगाएँ।',
    );
    expect(screen.getByRole('button', { name: /^OTP फिर से भेजें \(0:4[12] में\)$/ })).toBeDisabled();
  });
});
