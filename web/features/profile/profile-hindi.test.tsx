import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getI18n } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../../contract/profile.ts';
import { refusal } from '../../test/fake-api.ts';
import { showInHindi } from '../../test/in-hindi.ts';
import { renderProfile, signIn, USER } from './test-fixtures.tsx';

// The account screens in Hindi: Account Details (its form, photo, gender and checks), the More submenu
// and the Delete Account dialog take their words from the Hindi texts.

showInHindi();

const editor = () => screen.getByRole('region', { name: 'अकाउंट की जानकारी' });

describe('the account screens in Hindi', () => {
  it('shows Account Details in Hindi, with its checks in Hindi too', async () => {
    signIn({ ...USER, phone: null });
    renderProfile('/profile?view=details');
    expect(await screen.findByRole('heading', { name: 'अकाउंट की जानकारी' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('अकाउंट की जानकारी · Little Loom'));
    const form = within(editor());
    await waitFor(() => expect(form.getByLabelText('नाम')).toHaveValue('Asha Rao'));
    expect(form.getByLabelText('ईमेल')).toHaveValue('asha@example.com');
    expect(form.getByLabelText('फ़ोन नंबर')).toBeInTheDocument();
    expect(form.getByRole('radiogroup', { name: 'लिंग' })).toBeInTheDocument();
    expect(form.getByRole('radio', { name: 'महिला' })).toBeChecked();
    expect(form.getByRole('radio', { name: 'पुरुष' })).not.toBeChecked();
    expect(form.getByRole('radio', { name: 'अन्य' })).toBeInTheDocument();
    expect(form.getByText('कॉइन बैलेंस')).toBeInTheDocument();
    expect(form.getByText('140 कॉइन')).toBeInTheDocument();
    expect(form.getByLabelText('फ़ोटो जोड़ें')).toHaveAccessibleDescription('2 MB तक की इमेज।');
    expect(form.getByRole('button', { name: 'प्रोफ़ाइल पर वापस जाएँ' })).toBeInTheDocument();

    fireEvent.change(form.getByLabelText('नाम'), { target: { value: '' } });
    fireEvent.change(form.getByLabelText('ईमेल'), { target: { value: 'asha@' } });
    fireEvent.click(form.getByRole('button', { name: 'बदलाव सेव करें' }));
    await waitFor(() => expect(form.getByLabelText('नाम')).toHaveAccessibleDescription('नाम ज़रूरी है'));
    expect(form.getByLabelText('ईमेल')).toHaveAccessibleDescription('सही ईमेल पता डालें');

    // A picked file that is no image is refused in Hindi.
    fireEvent.change(form.getByLabelText('फ़ोटो जोड़ें'), {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(form.getByRole('alert')).toHaveTextContent('कृपया एक इमेज फ़ाइल चुनें');
    expect(editor().textContent).not.toMatch(/Save Changes|Coin balance|Gender|Name|Email|photo/);
  });

  it("puts the server's Hindi 'email taken' on the email field", async () => {
    signIn();
    const hindiTaken = getI18n().t('account:profile.messages.emailTaken');
    const { api } = renderProfile('/profile?view=details', {
      profileUpdate: () => refusal(409, hindiTaken),
    });
    const form = within(editor());
    await waitFor(() => expect(form.getByLabelText('ईमेल')).toHaveValue('asha@example.com'));
    fireEvent.change(form.getByLabelText('ईमेल'), { target: { value: 'taken@example.com' } });
    fireEvent.click(form.getByRole('button', { name: 'बदलाव सेव करें' }));
    await waitFor(() => expect(api.calls('profileUpdate')).toHaveLength(1));
    await waitFor(() => expect(form.getByLabelText('ईमेल')).toHaveAccessibleDescription(hindiTaken));
    expect(hindiTaken).not.toBe(PROFILE_MESSAGES.emailTaken);
  });

  it('shows the More submenu and the Delete Account dialog in Hindi', async () => {
    signIn();
    renderProfile('/profile?view=more');
    const more = await screen.findByRole('navigation', { name: 'और' });
    expect(within(more).getByRole('heading', { name: 'और' })).toBeInTheDocument();
    expect(within(more).getByRole('button', { name: 'प्रोफ़ाइल पर वापस जाएँ' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'विशलिस्ट' })).toHaveAttribute('href', '/wishlist');
    expect(within(more).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'रिटर्न और रिफ़ंड पॉलिसी' })).toBeInTheDocument();
    expect(within(more).getByRole('link', { name: 'पते मैनेज करें' })).toBeInTheDocument();

    fireEvent.click(within(more).getByRole('button', { name: 'अकाउंट डिलीट करें' }));
    const dialog = screen.getByRole('alertdialog', { name: 'अपना अकाउंट डिलीट करें?' });
    expect(dialog).toHaveTextContent('इससे आपका अकाउंट और निजी जानकारी हमेशा के लिए मिट जाएगी');
    expect(dialog).toHaveTextContent('आपके ऑर्डर दुकान के रिकॉर्ड के लिए रखे जाते हैं।');
    expect(within(dialog).getByRole('link', { name: 'अकाउंट डिलीट करने की पॉलिसी पढ़ें' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'अकाउंट डिलीट करें' })).toBeEnabled();
    expect(dialog.textContent).not.toMatch(/Delete|Cancel|erases|orders/);
  });
});
